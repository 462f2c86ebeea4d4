/**
 * The answers of books, their members and the invitations to them.
 */
import {
  BOOK_ROLES,
  type BookMembersView,
  type BookMemberView,
  type BookView,
  type InvitationPreview,
  type InvitationsAwaitingProof,
  type InvitationView,
  type MemberRemoved,
  type ReceivedInvitation,
  type SentInvitation,
} from '../books';
import { z } from '../shared';
import { type AnswerEntries, answering, id, instant, reais } from './blocks';
import { deletedAnswer } from './deleted';

const role = z.enum(BOOK_ROLES);

const bookView = answering<BookView>()(
  z.object({
    id,
    name: z.string(),
    personal: z.boolean().describe('O livro pessoal: não é compartilhado, renomeado nem excluído'),
    role,
    members: z.number().int().describe('Quantas pessoas participam'),
  }),
);

const memberView = answering<BookMemberView>()(
  z.object({
    userId: id,
    name: z.string(),
    email: z.string(),
    role,
    you: z.boolean().describe('É a pessoa que pergunta'),
    income: reais
      .nullable()
      .describe('Renda mensal, para dividir as despesas pela renda; null: não informada'),
  }),
);

const invitationView = answering<InvitationView>()(
  z.object({ id, email: z.string(), role, expiresAt: instant }),
);

const bookMembers = answering<BookMembersView>()(
  z.object({ book: bookView, members: z.array(memberView), invitations: z.array(invitationView) }),
);

const sentInvitation = answering<SentInvitation>()(
  z.object({
    invitation: invitationView,
    link: z.string().describe('O link do convite, para passar adiante'),
    emailed: z.boolean().describe('Se o servidor enviou o convite por e-mail'),
  }),
);

const invitationPreview = answering<InvitationPreview>()(
  z.object({
    bookName: z.string(),
    invitedBy: z.string().describe('O nome de quem convidou'),
    email: z.string(),
    role,
    expiresAt: instant,
  }),
);

const receivedInvitation = answering<ReceivedInvitation>()(
  z.object({
    id,
    bookName: z.string(),
    invitedBy: z.string().describe('O nome de quem convidou'),
    role,
    expiresAt: instant,
  }),
);

const awaitingProof = answering<InvitationsAwaitingProof>()(
  z.object({
    waiting: z
      .number()
      .int()
      .describe('Convites ao e-mail que esperam a confirmação do endereço; 0 depois de confirmado'),
    emailSends: z.boolean().describe('Se este servidor envia e-mails'),
  }),
);

const memberRemoved = answering<MemberRemoved>()(z.object({ bookId: id, userId: id }));

export const BOOK_ANSWERS: AnswerEntries = {
  'GET /books': [z.array(bookView), 'Os livros de que a pessoa participa'],
  'POST /books': [bookView, 'O livro criado'],
  'PUT /books': [bookView, 'O livro renomeado'],
  'DELETE /books': [deletedAnswer, 'O livro excluído'],
  'GET /books/members': [bookMembers, 'O livro, seus membros e os convites pendentes'],
  'PUT /books/members': [memberView, 'O membro com o novo papel'],
  'DELETE /books/members': [memberRemoved, 'O membro que saiu do livro'],
  'PUT /books/members/income': [memberView, 'O membro com a renda informada'],
  'POST /books/invitations': [sentInvitation, 'O convite criado e o seu link'],
  'DELETE /books/invitations': [deletedAnswer, 'O convite cancelado'],
  'POST /books/invitations/link': [invitationPreview, 'O que o convite do link oferece'],
  'POST /books/invitations/preview': [invitationPreview, 'O convite, antes de aceitá-lo'],
  'POST /books/invitations/accept': [bookView, 'O livro em que a pessoa entrou'],
  'GET /books/invitations/received': [z.array(receivedInvitation), 'Os convites que esperam a pessoa'],
  'DELETE /books/invitations/received': [deletedAnswer, 'O convite recusado'],
  'GET /books/invitations/received/waiting': [
    awaitingProof,
    'Quantos convites esperam a confirmação do e-mail',
  ],
  'POST /books/invitations/received/accept': [bookView, 'O livro em que a pessoa entrou'],
};
