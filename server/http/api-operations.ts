/**
 * Every operation of the API reference (server/http/api-reference.ts), by 'METHOD path' under /api/v1: the name a
 * generated client gives the call (`operationId`), its one-line summary in Portuguese, the status of its success
 * and what that success sends (the `{ data }` envelope by default; a file for downloads).
 *
 * One map rather than a line in each routes.ts: the names must be unique across the whole API and read as one
 * vocabulary (list/get/create/update/delete + the noun of the path), which only a single list shows at a glance; the
 * reference's test fails on a route missing here, a name used twice or an entry without a route.
 */

import { accepted, created, file, type OperationWords, ok, upserted } from './api-operation-words';

export const API_OPERATIONS: Record<string, OperationWords> = {
  'GET /openapi.json': {
    operationId: 'getOpenApiDocument',
    summary: 'Este documento: a referência da API em OpenAPI 3.1',
    answer: { kind: 'document' },
  },
  'GET /health': ok('getHealth', 'Estado do serviço e do banco de dados'),

  'POST /auth/login': ok('login', 'Entrar com e-mail e senha (devolve o token de acesso)'),
  'POST /auth/register': created('register', 'Criar uma conta'),
  'POST /auth/forgot-password': ok('requestPasswordReset', 'Pedir o link para redefinir a senha'),
  'POST /auth/reset-password': ok('resetPassword', 'Redefinir a senha com o link recebido por e-mail'),
  'POST /auth/verify-email': ok('verifyEmail', 'Confirmar o e-mail com o link recebido'),
  'POST /auth/verify-email/resend': ok('resendEmailVerification', 'Reenviar o e-mail de confirmação'),
  'POST /auth/refresh': ok('refreshSession', 'Renovar o token de acesso da sessão'),
  'POST /auth/logout': ok('logout', 'Sair (encerra a sessão)'),
  'POST /auth/change-password': ok('changePassword', 'Trocar a senha'),
  'POST /reminders/unsubscribe': ok(
    'unsubscribeReminders',
    'Deixar de receber lembretes por e-mail (link do e-mail)',
  ),

  'GET /me': ok('getProfile', 'O perfil da pessoa autenticada'),
  'GET /reminders': ok('listNotices', 'Avisos: fixos, faturas e parcelas vencidos ou a vencer em 7 dias'),
  'PUT /me/reminders': ok('updateReminderSettings', 'Ligar ou desligar os lembretes por e-mail'),
  'GET /me/tokens': ok('listApiTokens', 'Listar os tokens de acesso pessoais'),
  'POST /me/tokens': created('createApiToken', 'Criar um token de acesso pessoal'),
  'DELETE /me/tokens': ok('revokeApiToken', 'Revogar um token de acesso pessoal'),

  'GET /books': ok('listBooks', 'Listar os livros de que a pessoa participa'),
  'POST /books': created('createBook', 'Criar um livro compartilhado'),
  'PUT /books': ok('renameBook', 'Renomear um livro'),
  'DELETE /books': ok('deleteBook', 'Excluir um livro'),
  'GET /books/members': ok('listBookMembers', 'Listar os membros do livro'),
  'PUT /books/members': ok('updateBookMember', 'Mudar o papel de um membro do livro'),
  'DELETE /books/members': ok('removeBookMember', 'Remover um membro do livro (ou sair dele)'),
  'PUT /books/members/income': ok(
    'updateBookMemberIncome',
    'Informar a renda de um membro (divisão proporcional)',
  ),
  'POST /books/invitations': created('inviteToBook', 'Convidar alguém para o livro'),
  'DELETE /books/invitations': ok('cancelBookInvitation', 'Cancelar um convite enviado'),
  'POST /books/invitations/link': ok(
    'readBookInvitationLink',
    'Ler o convite de um link recebido por e-mail',
  ),
  'POST /books/invitations/preview': ok('previewBookInvitation', 'Ver um convite antes de aceitá-lo'),
  'POST /books/invitations/accept': ok('acceptBookInvitation', 'Aceitar um convite pelo link'),
  'GET /books/invitations/received': ok('listReceivedBookInvitations', 'Listar os convites recebidos'),
  'DELETE /books/invitations/received': ok('declineBookInvitation', 'Recusar um convite recebido'),
  'GET /books/invitations/received/waiting': ok(
    'countWaitingBookInvitations',
    'Quantos convites recebidos esperam resposta',
  ),
  'POST /books/invitations/received/accept': ok(
    'acceptReceivedBookInvitation',
    'Aceitar um convite recebido',
  ),

  'GET /accounts': ok('listAccounts', 'Listar as contas e cartões, com os saldos'),
  'POST /accounts': created('createAccount', 'Criar uma conta ou cartão'),
  'PUT /accounts': ok('updateAccount', 'Alterar uma conta ou cartão'),
  'DELETE /accounts': ok('deleteAccount', 'Excluir uma conta'),
  'GET /accounts/balances': ok('getBalances', 'Saldos do livro hoje (saldo em contas, faturas a pagar)'),
  'POST /accounts/archive': ok('archiveAccount', 'Arquivar ou reativar uma conta'),
  'GET /accounts/{id}/reconciliation': ok(
    'getReconciliation',
    'A conciliação de uma conta com o extrato do banco',
  ),
  'POST /accounts/{id}/reconciliation': ok('reconcileAccount', 'Conciliar uma conta com o saldo do extrato'),

  'GET /cards': ok('listCards', 'Listar os cartões de crédito'),
  'GET /cards/upcoming': ok('listUpcomingBills', 'Faturas que vencem em breve'),
  'GET /cards/bills': ok('listCardBills', 'As faturas de um cartão'),
  'PUT /cards/bills': ok('updateCardBill', 'Alterar o fechamento ou o vencimento de uma fatura'),
  'POST /cards/bills/pay': created('payCardBill', 'Pagar uma fatura de cartão'),
  'GET /cards/bill-payment-offers': ok(
    'listBillPaymentOffers',
    'Lançamentos que podem ser o pagamento de uma fatura',
  ),
  'POST /cards/bills/pay-row': ok('markRowAsBillPayment', 'Marcar um lançamento como pagamento de fatura'),
  'GET /cards/installments/anticipation': ok(
    'previewInstallmentAnticipation',
    'Simular a antecipação de parcelas',
  ),
  'POST /cards/installments/anticipate': ok('anticipateInstallments', 'Antecipar parcelas de uma compra'),

  'GET /categories': ok('listCategories', 'Listar as categorias'),
  'POST /categories': created('createCategory', 'Criar uma categoria'),
  'PUT /categories': ok('updateCategory', 'Renomear uma categoria'),
  'DELETE /categories': ok('deleteCategory', 'Excluir uma categoria'),

  'GET /tags': ok('listTags', 'Listar as tags'),
  'POST /tags': created('createTag', 'Criar uma tag'),
  'PUT /tags': ok('renameTag', 'Renomear uma tag'),
  'DELETE /tags': ok('deleteTag', 'Excluir uma tag'),

  'GET /payees': ok('listPayees', 'Listar os favorecidos (busca com ?q)'),
  'POST /payees': created('createPayee', 'Criar um favorecido'),
  'PUT /payees': ok('renamePayee', 'Renomear um favorecido'),
  'DELETE /payees': ok('deletePayee', 'Excluir um favorecido'),

  'GET /income-tax': ok('getIncomeTax', 'Números do ano para a declaração do Imposto de Renda'),
  'GET /income-tax/pdf': file('getIncomeTaxPdf', 'Os números do Imposto de Renda em PDF', 'application/pdf'),
  'GET /income-tax/csv': file('getIncomeTaxCsv', 'Os números do Imposto de Renda em CSV', 'text/csv'),
  'GET /income-tax/comprovantes': file(
    'getIncomeTaxAttachments',
    'Os comprovantes do ano para a declaração (.zip)',
    'application/zip',
  ),
  'PUT /income-tax/categories': ok('updateIncomeTaxCategories', 'Dizer que categorias são dedutíveis'),
  'PUT /income-tax/years': ok('updateIncomeTaxYear', 'Os dependentes e o Carnê-Leão pago de um ano'),
  'POST /income-tax/informes': created('createIncomeTaxStatement', 'Incluir um informe de rendimentos'),
  'POST /income-tax/informes/leitura': ok('readIncomeTaxStatement', 'Ler o PDF de um informe de rendimentos'),
  'PUT /income-tax/informes': ok('updateIncomeTaxStatement', 'Alterar um informe de rendimentos'),
  'DELETE /income-tax/informes': ok('deleteIncomeTaxStatement', 'Excluir um informe de rendimentos'),
  'PUT /income-tax/beneficiaries': ok(
    'updateIncomeTaxBeneficiaries',
    'Os beneficiários das despesas dedutíveis',
  ),

  'GET /transactions': ok(
    'listTransactions',
    'Listar transações (filtros por período, conta, categoria, tipo, busca)',
  ),
  'POST /transactions': created('createTransaction', 'Registrar uma receita ou despesa'),
  'PUT /transactions': ok('updateTransaction', 'Alterar uma transação'),
  'DELETE /transactions': ok('deleteTransaction', 'Excluir uma transação'),
  'PUT /transactions/category': ok('categorizeTransactions', 'Categorizar transações'),
  'PUT /transactions/share': ok('shareTransaction', 'Dividir uma despesa entre os membros do livro'),
  'GET /transactions/history': ok('getTransactionHistory', 'Histórico de alterações de uma transação'),
  'POST /transactions/{id}/transfer': ok('makeTransfer', 'Transformar uma transação em transferência'),
  'POST /transactions/{id}/unmatch': ok(
    'unmatchTransaction',
    'Separar uma transação da linha do extrato combinada',
  ),
  'POST /transactions/{id}/merge': ok('mergeTransactions', 'Juntar duas transações duplicadas'),
  'GET /transactions/{id}/duplicates': ok(
    'listPossibleDuplicates',
    'Transações que podem ser duplicatas desta',
  ),
  'GET /transactions/imports/{importId}/matches': ok('listImportMatches', 'O que uma importação combinou'),
  'POST /transactions/imports/{importId}/unmatch': ok(
    'unmatchImport',
    'Desfazer as combinações de uma importação',
  ),

  'GET /transactions/{id}/attachments': ok('listAttachments', 'Listar os comprovantes de uma transação'),
  'POST /transactions/{id}/attachments': created('uploadAttachment', 'Anexar um comprovante a uma transação'),
  'GET /attachments/usage': ok('getAttachmentUsage', 'Espaço usado pelos comprovantes do livro'),
  'PATCH /attachments/{id}': ok('renameAttachment', 'Renomear um comprovante'),
  'DELETE /attachments/{id}': ok('deleteAttachment', 'Excluir um comprovante'),
  'GET /attachments/{id}/file': file(
    'getAttachmentFile',
    'O arquivo de um comprovante',
    'image/jpeg',
    'image/png',
    'application/pdf',
  ),
  'GET /attachments/{id}/thumb': file(
    'getAttachmentThumbnail',
    'A miniatura de um comprovante',
    'image/webp',
  ),
  'POST /attachments/{id}/read': ok('readAttachment', 'Ler os dados de um comprovante já guardado'),
  'POST /capture/receipt': ok('captureReceipt', 'Ler um recibo ou comprovante (foto ou PDF)'),
  'POST /capture/code': ok('readPaymentCode', 'Ler um código Pix ou de boleto colado'),
  'POST /capture/code/link': ok('linkPaymentCode', 'Guardar o código lido com a transação registrada'),

  'GET /transfers/books': ok('listTransferBooks', 'Livros e contas para onde se pode transferir'),
  'POST /transfers': created('createTransfer', 'Registrar uma transferência entre contas'),

  'GET /settlement': ok('getSettlement', 'Quanto cada membro deve na divisão de despesas'),
  'POST /settlements': created('settleUp', 'Registrar um acerto de contas entre membros'),
  'DELETE /settlements': ok('deleteSettlement', 'Excluir um acerto de contas'),

  'POST /undo': ok('undo', 'Desfazer uma exclusão ou alteração'),

  'GET /budgets': ok('listBudgets', 'Listar os orçamentos de um mês'),
  'POST /budgets': upserted('setBudget', 'Criar ou alterar o orçamento de uma categoria no mês'),
  'DELETE /budgets': ok('deleteBudget', 'Excluir um orçamento'),
  'POST /budgets/copy': created('copyBudgets', 'Copiar os orçamentos do mês anterior'),
  'POST /budgets/rollover': ok('setBudgetRollover', 'Levar ou não a sobra do orçamento para o mês seguinte'),

  'GET /goals': ok('listGoals', 'Listar as metas'),
  'POST /goals': created('createGoal', 'Criar uma meta'),
  'PUT /goals': ok('updateGoal', 'Alterar uma meta'),
  'DELETE /goals': ok('deleteGoal', 'Excluir uma meta'),
  'POST /goals/contribute': created('contributeToGoal', 'Contribuir para uma meta'),

  'GET /recurring': ok('listRecurring', 'Listar os gastos e receitas fixos'),
  'POST /recurring': created('createRecurring', 'Criar um gasto ou receita fixa'),
  'PUT /recurring': ok('updateRecurring', 'Alterar um gasto ou receita fixa'),
  'DELETE /recurring': ok('deleteRecurring', 'Excluir um gasto ou receita fixa'),
  'GET /recurring/summary': ok(
    'getRecurringSummary',
    'Resumo dos fixos do mês (pagos, pendentes, atrasados)',
  ),
  'GET /recurring/income-suggestions': ok('listIncomeSuggestions', 'Receitas que podem virar fixas'),
  'GET /recurring/suggestions': ok('listRecurringSuggestions', 'Gastos e receitas que parecem fixos'),
  'POST /recurring/suggestions/dismiss': ok('dismissRecurringSuggestion', 'Dispensar uma sugestão de fixo'),
  'GET /recurring/upcoming': ok('listUpcomingRecurring', 'Próximos vencimentos dos fixos'),
  'POST /recurring/run': ok('runRecurring', 'Lançar os fixos que venceram'),
  'POST /fixed-expenses/confirm': ok('confirmFixedExpense', 'Confirmar o pagamento de um fixo do mês'),

  'GET /dashboard/summary': ok(
    'getDashboardSummary',
    'Resumo do período (receitas, despesas, saldos, orçamentos, fixos)',
  ),
  'GET /dashboard/first-steps': ok(
    'getFirstSteps',
    'Primeiros passos de quem começa (contas, cartão, extrato, fixos)',
  ),
  'GET /forecast': ok('getForecast', 'Previsão de saldo'),
  'GET /net-worth': ok('getNetWorth', 'Patrimônio mês a mês'),

  'GET /reports/summary': ok('getReportSummary', 'Relatório: resumo do período'),
  'GET /reports/by-category': ok('getReportByCategory', 'Relatório por categoria'),
  'GET /reports/by-payee': ok('getReportByPayee', 'Relatório por favorecido'),
  'GET /reports/flow': ok('getReportFlow', 'Relatório: o fluxo do dinheiro no período'),
  'GET /reports/calendar': ok('getReportCalendar', 'Relatório: calendário de gastos'),
  'GET /books/spending-basis': ok('getSpendingBasis', 'Competência ou caixa do livro'),
  'PUT /books/spending-basis': ok('setSpendingBasis', 'Escolher competência ou caixa no livro'),
  'GET /reports/by-tag': ok('getReportByTag', 'Relatório por tag'),
  'GET /reports/monthly': ok('getReportMonthly', 'Relatório mês a mês'),
  'GET /reports/top-expenses': ok('getTopExpenses', 'Relatório: as maiores despesas do período'),
  'GET /reports/top-incomes': ok('getTopIncomes', 'Relatório: as maiores receitas do período'),
  'GET /reports/pdf': file('getReportPdf', 'Relatório em PDF', 'application/pdf'),

  'GET /rules': ok('listRules', 'Listar as regras de categorização'),
  'POST /rules': created('createRule', 'Criar uma regra de categorização'),
  'PUT /rules': ok('updateRule', 'Alterar uma regra de categorização'),
  'DELETE /rules': ok('deleteRule', 'Excluir uma regra de categorização'),
  'PUT /rules/order': ok('reorderRules', 'Mudar a ordem das regras'),
  'POST /rules/apply': ok('applyRules', 'Aplicar as regras às transações já registradas'),
  'GET /suggestions': ok('listSuggestions', 'Sugestões de categoria e favorecido para uma descrição'),

  'POST /transactions/import-hints': ok('getImportHints', 'Reconhecer o formato e a conta de um extrato'),
  'GET /import/statement-account': ok('getStatementAccount', 'A conta a que um extrato pertence'),
  'POST /transactions/import-csv': ok('importStatement', 'Importar um extrato (CSV, OFX)'),
  'POST /import/apps/preview': ok(
    'previewAppImport',
    'Ver o que o arquivo de outro app traz antes de importar',
  ),
  'POST /import/apps': accepted('startAppImport', 'Importar os dados de outro app'),
  'GET /import/apps/current': ok('getCurrentAppImport', 'A importação de outro app em andamento'),
  'GET /import/apps/job': ok('getAppImportJob', 'O andamento de uma importação de outro app'),

  'GET /index-rates': ok('listIndexRates', 'Listar os índices (CDI, Selic, IPCA)'),
  'POST /index-rates': upserted('setIndexRate', 'Registrar o valor de um índice'),
  'DELETE /index-rates': ok('deleteIndexRate', 'Excluir o valor de um índice'),
  'GET /index-rates/values': ok('listIndexRateValues', 'Os valores de um índice'),
  'POST /index-rates/import': ok('importIndexRates', 'Importar os valores de um índice'),

  'GET /exchange-rates': ok('listExchangeRates', 'Listar as moedas e suas cotações (PTAX)'),
  'GET /exchange-rates/{moeda}': ok('listExchangeRateValues', 'As cotações de uma moeda num período'),
  'GET /exchange-rates/{moeda}/on/{data}': ok('getExchangeRateOn', 'A cotação usada numa data'),
  'PUT /exchange-rates/{moeda}': ok('setExchangeRates', 'Registrar cotações digitadas de uma moeda'),
  'DELETE /exchange-rates/{moeda}/{data}': ok('deleteExchangeRate', 'Excluir uma cotação digitada'),

  'GET /investments': ok('listInvestments', 'Listar as aplicações de renda fixa'),
  'POST /investments': created('createInvestment', 'Registrar uma aplicação de renda fixa'),
  'DELETE /investments': ok('deleteInvestment', 'Excluir uma aplicação'),
  'GET /investments/redeem-preview': ok('previewRedemption', 'Simular um resgate (valor, IR e IOF)'),
  'POST /investments/redeem': ok('redeemInvestment', 'Resgatar uma aplicação'),

  'GET /variable-income': ok('getPortfolio', 'Carteira de renda variável'),
  'DELETE /variable-income/holdings': ok('deleteHolding', 'Excluir um ativo da carteira'),
  'PUT /variable-income/holdings': ok(
    'setHoldingFundClass',
    'Dar a classe tributária (come-cotas) de um fundo',
  ),
  'GET /variable-income/taxes': ok('getVariableIncomeTaxes', 'Imposto de renda sobre as vendas do mês'),
  'GET /variable-income/trades': ok('listTrades', 'Listar as operações de compra e venda'),
  'POST /variable-income/trades': created('createTrade', 'Registrar uma compra ou venda'),
  'DELETE /variable-income/trades': ok('deleteTrade', 'Excluir uma operação'),
  'GET /variable-income/prices': ok('listPrices', 'Listar as cotações registradas'),
  'POST /variable-income/prices': created('setPrice', 'Registrar a cotação de um ativo'),
  'DELETE /variable-income/prices': ok('deletePrice', 'Excluir uma cotação'),
  'GET /variable-income/incomes': ok('listAssetIncomes', 'Listar os proventos (dividendos, JCP)'),
  'POST /variable-income/incomes': created('createAssetIncome', 'Registrar um provento'),
  'DELETE /variable-income/incomes': ok('deleteAssetIncome', 'Excluir um provento'),
  'POST /variable-income/import-b3/preview': ok(
    'previewB3Import',
    'Ver o que um extrato da B3 traz antes de importar',
  ),
  'POST /variable-income/import-b3': ok('importB3', 'Importar um extrato da B3'),

  'GET /debts': ok('listDebts', 'Listar as dívidas e financiamentos'),
  'POST /debts': created('createDebt', 'Registrar uma dívida ou financiamento'),
  'PUT /debts': ok('updateDebt', 'Alterar uma dívida'),
  'DELETE /debts': ok('deleteDebt', 'Excluir uma dívida'),
  'GET /debts/upcoming': ok('listUpcomingDebtPayments', 'Próximas parcelas das dívidas'),
  'GET /debts/schedule': ok('getDebtSchedule', 'O plano de pagamento de uma dívida'),
  'POST /debts/pay': ok('payDebtInstallment', 'Pagar uma parcela de dívida'),
  'POST /debts/prepayments': created('prepayDebt', 'Registrar uma amortização extra'),
  'DELETE /debts/prepayments': ok('deleteDebtPrepayment', 'Excluir uma amortização extra'),

  'GET /assets': ok('listAssets', 'Listar os bens'),
  'POST /assets': created('createAsset', 'Registrar um bem'),
  'PUT /assets': ok('updateAsset', 'Alterar um bem'),
  'DELETE /assets': ok('deleteAsset', 'Excluir um bem'),
  'POST /assets/valuations': created('setAssetValuation', 'Registrar o valor de um bem numa data'),
  'DELETE /assets/valuations': ok('deleteAssetValuation', 'Excluir uma avaliação de um bem'),

  'GET /export': file(
    'exportBackup',
    'Backup do livro (JSON, ou .zip com os comprovantes)',
    'application/json',
    'application/zip',
  ),
  'GET /export/transactions.csv': file(
    'exportTransactionsCsv',
    'Transações em CSV (com os filtros da lista)',
    'text/csv',
  ),
  'GET /export/transactions.ofx': file(
    'exportTransactionsOfx',
    'Extrato de uma conta em OFX',
    'application/x-ofx',
  ),
  'GET /export/transactions.qif': file(
    'exportTransactionsQif',
    'Extrato de uma conta em QIF',
    'application/qif',
  ),
  'POST /restore': ok('restoreBackup', 'Restaurar um backup'),

  'GET /sync/credentials': ok('getSyncCredentials', 'As credenciais do agregador bancário (sem o segredo)'),
  'PUT /sync/credentials': ok('setSyncCredentials', 'Guardar as credenciais do agregador bancário'),
  'DELETE /sync/credentials': ok('deleteSyncCredentials', 'Apagar as credenciais do agregador bancário'),
  'GET /sync/connections': ok('listBankConnections', 'Listar as conexões com bancos'),
  'POST /sync/connections': created('createBankConnection', 'Conectar um banco'),
  'POST /sync/connect-token': ok('createConnectToken', 'Um token para abrir o widget de conexão do banco'),
  'DELETE /sync/connections/{id}': ok('deleteBankConnection', 'Desconectar um banco'),
  'GET /sync/connections/{id}/runs': ok('listSyncRuns', 'As últimas sincronizações de uma conexão'),
  'POST /sync/connections/{id}/sync': ok('syncBankConnection', 'Sincronizar uma conexão agora'),
  'PUT /sync/accounts/{id}': ok('linkBankAccount', 'Ligar uma conta do banco a uma conta do Grana'),

  'GET /webhooks': ok('listWebhooks', 'Listar os webhooks do livro'),
  'POST /webhooks': created('createWebhook', 'Criar um webhook'),
  'DELETE /webhooks': ok('deleteWebhook', 'Excluir um webhook'),
  'POST /webhooks/test': ok('testWebhook', 'Enviar um evento de teste a um webhook'),
  'POST /webhooks/enable': ok('enableWebhook', 'Reativar um webhook desativado'),

  'GET /debug/schema': ok('getSchemaState', 'Diagnóstico: o estado das migrações do banco'),
  'POST /debug/schema': ok('applyMigrations', 'Diagnóstico: aplicar as migrações pendentes'),
  'GET /debug/goal-transactions': ok('listGoalTransactions', 'Diagnóstico: as transações ligadas às metas'),
};
