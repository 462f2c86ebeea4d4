import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type BookView,
  bookRoleHints,
  bookRoleLabels,
  INVITATION_DAYS,
  INVITED_ROLES,
  invitationCreateBody,
} from '../../../common/contract/books';
import { Alert, FormError } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { EmailField, inputClass } from '../../components/ui/field';
import { FormSelect } from '../../components/ui/form-select';
import { useToast } from '../../components/ui/toast';
import { type SentInvitation, useInviteToBook } from '../../entities/book/api/invitations';
import { errorMessage } from '../../lib/api-client';

const inviteForm = invitationCreateBody.omit({ bookId: true });
type Values = z.input<typeof inviteForm>;

/**
 * 'Convidar pessoa': an e-mail and the role it gets, each role explained. The server e-mails the link; the link is
 * also shown with 'Copiar link', for the dono to send it another way (WhatsApp).
 */
export function InviteForm({ book }: { book: BookView }) {
  const titleId = useId();
  const invite = useInviteToBook();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const form = useForm<Values, unknown, z.output<typeof inviteForm>>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', role: 'editor' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      setSent(await invite.mutateAsync({ bookId: book.id, ...values }));
      form.reset({ email: '', role: values.role });
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível enviar o convite'));
    }
  });

  return (
    <section aria-labelledby={titleId} className="border-t border-slate-100 pt-4 dark:border-slate-800">
      <h3 id={titleId} className="mb-2 font-semibold">
        Convidar pessoa
      </h3>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <EmailField
            label="E-mail"
            placeholder="nome@exemplo.com"
            error={errors.email?.message}
            {...form.register('email', { onChange: () => setError(null) })}
          />
          <FormSelect control={form.control} name="role" label="Papel">
            {INVITED_ROLES.map((r) => (
              <option key={r} value={r}>
                {bookRoleLabels[r]}
              </option>
            ))}
          </FormSelect>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium text-slate-800 dark:text-slate-200">{bookRoleLabels[role]}:</span>{' '}
          {bookRoleHints[role]}
        </p>
        <FormError message={error} />
        <div>
          <SubmitButton busy={isSubmitting} busyText="Enviando...">
            <Send size={16} aria-hidden /> Enviar convite
          </SubmitButton>
        </div>
      </form>
      {sent ? <SentLink key={sent.link} sent={sent} /> : null}
    </section>
  );
}

/** The link just sent, to copy: it works once, for the invited address only, for INVITATION_DAYS days. */
function SentLink({ sent }: { sent: SentInvitation }) {
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The link is the only way in when no e-mail goes: brought into view below the form, on a short screen too (each
  // new invitation's link mounts anew: keyed by it).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sent.link);
      toast('Link copiado');
    } catch {
      // Without the clipboard (an old browser, a page not served over HTTPS) the link is selected to copy by hand.
      field.current?.select();
      toast('Não foi possível copiar: o link está selecionado, copie com Ctrl+C', 'error');
    }
  };
  return (
    <div ref={box}>
      <Alert tone="success" className="mt-3 flex flex-col gap-2">
        {sent.emailed ? (
          <p>
            Convite enviado por e-mail para{' '}
            <span className="font-medium break-all">{sent.invitation.email}</span>. Se preferir, mande o link
            por WhatsApp: ele vale uma vez, por {INVITATION_DAYS} dias, só para esse e-mail.
          </p>
        ) : (
          <p>
            Este servidor não envia e-mails: mande o link abaixo para{' '}
            <span className="font-medium break-all">{sent.invitation.email}</span> (por WhatsApp, por
            exemplo). Ele vale uma vez, por {INVITATION_DAYS} dias, só para esse e-mail. Se perder o link,
            convide de novo: um novo link substitui este.
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={field}
            readOnly
            aria-label="Link do convite"
            value={sent.link}
            onFocus={(e) => e.currentTarget.select()}
            className={inputClass}
          />
          <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
            <Copy size={16} aria-hidden /> Copiar link
          </Button>
        </div>
      </Alert>
    </div>
  );
}
