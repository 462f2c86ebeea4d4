/**
 * Statement lines as the main banks write them, and the words of each that are its own once the bank's are gone
 * (common/bank-text.ts, bankTextWords). Read by the module's unit test and by the API test that checks the
 * database strips a stored description the same way (server/features/suggestions/bank-prefixes.test.ts).
 */
export const BANK_TEXT_EXAMPLES: ReadonlyArray<readonly [line: string, own: string]> = [
  // Itaú (extrato, OFX and Open Finance)
  ['COMPRA CARTAO DEB DROGASIL', 'drogasil'],
  ['COMPRA CARTAO DEB PAO DE ACUCAR', 'pao de acucar'],
  ['COMPRA CARTAO DEB PADARIA REAL', 'padaria real'],
  ['COMPRA CARTAO DEB POSTO SHELL', 'posto shell'],
  ['COMPRA CARTAO DEB CARREFOUR', 'carrefour'],
  ['COMPRA CARTAO CRED CARREFOUR 25/11', 'carrefour'],
  ['RSHOP-DROGASIL-25/11', 'drogasil'],
  ['PIX TRANSF MARIA S25/11', 'maria s'],
  ['PIX TRANSF MARIA S25/10', 'maria s'],
  ['PIX QRS PADARIA RE25/11', 'padaria re'],
  ['INT PAG TIT BANCO 237', ''],
  ['DA SABESP 01234567', 'sabesp'],
  ['TAR CESTA SERVICOS', 'tar cesta servicos'],
  ['TAR PIX', 'tar pix'],
  ['IOF', 'iof'],
  ['PIX ENVIADO', ''],
  ['PIX RECEBIDO', ''],
  ['SAQUE', ''],
  ['SAQUE 24H 25/11 13:45', 'h'],
  // Bradesco
  ['COMPRA ELO DEBITO POSTO IPIRANGA', 'posto ipiranga'],
  ['VISA ELECTRON PADARIA REAL', 'padaria real'],
  ['TRANSFERENCIA PIX REM: MARIA SOUZA 25/11', 'maria souza'],
  ['Transfe Pix Des: Joao Pereira 03/11', 'joao pereira'],
  ['PIX QR CODE ESTATICO DES: PADARIA REAL', 'padaria real'],
  ['PAGTO ELETRON COBRANCA ENEL', 'enel'],
  ['DEB AUT SABESP', 'sabesp'],
  ['TARIFA BANCARIA CESTA B.EXPRESSO1', 'tarifa bancaria cesta b expresso'],
  // Santander
  ['COMPRA CARTAO DEB MC 25/11 DROGASIL', 'drogasil'],
  ['COMPRA CARTAO DEBITO MASTERCARD CARREFOUR', 'carrefour'],
  ['PIX ENVIADO MARIA SOUZA', 'maria souza'],
  ['PAGAMENTO DE BOLETO OUTROS BANCOS', 'outros bancos'],
  // Banco do Brasil
  ['Compra com Cartão - 25/11 13:45 PADARIA REAL', 'padaria real'],
  ['Pix - Enviado - 25/11 10:02 Maria Souza', 'maria souza'],
  ['Pix - Recebido - 25/11 10:02 Joao Pereira', 'joao pereira'],
  ['Pagamento de Boleto - ENEL DISTRIBUICAO', 'enel distribuicao'],
  ['TED-Transf.Eletr.Disponiv', ''],
  ['Tarifa Pacote de Serviços', 'tarifa pacote de servicos'],
  // Caixa
  ['CP MAESTRO DROGASIL', 'drogasil'],
  ['ENVIO PIX MARIA SOUZA', 'maria souza'],
  ['PAG BOLETO CEMIG', 'cemig'],
  ['DEB AUTOMATICO SABESP', 'sabesp'],
  // Nubank
  ['Compra no débito - DROGASIL', 'drogasil'],
  ['Compra no débito via NuPay - iFood', 'ifood'],
  [
    'Transferência enviada pelo Pix - MARIA SOUZA - •••.987.654-•• - ITAÚ UNIBANCO S.A.',
    'maria souza itau unibanco s a',
  ],
  ['Pagamento de boleto efetuado - ENEL', 'enel'],
  ['Débito em conta', ''],
  // Inter
  ['Compra no debito: No estabelecimento DROGASIL', 'drogasil'],
  ['Pix enviado para Maria Souza', 'maria souza'],
  ['Pagamento efetuado: CLARO', 'claro'],
  // C6
  ['COMPRA NO DEBITO - PADARIA REAL', 'padaria real'],
  ['COMPRA NO CREDITO - POSTO SHELL', 'posto shell'],
  ['Pix recebido de Joao Pereira', 'joao pereira'],
  // Card bills and card networks: places, dates, card numbers, acquirers
  ['POSTO SHELL SAO PAULO BR', 'posto shell'],
  ['DROGASIL SAO PAULO SP', 'drogasil'],
  ['DROGASIL RIO DE JANEIRO BRA', 'drogasil'],
  ['PADARIA REAL SP BR', 'padaria real'],
  ['DROGARIA SAO PAULO', 'drogaria sao paulo'],
  ['CARREFOUR ****1234', 'carrefour'],
  ['CARREFOUR CARTAO 1234', 'carrefour'],
  ['CARREFOUR FINAL 1234', 'carrefour'],
  ['CARREFOUR XXXX 1234', 'carrefour'],
  ['25NOV PADARIA REAL', 'padaria real'],
  ['PADARIA REAL 25 NOV 26', 'padaria real'],
  ['MP *PADARIAREAL', 'padariareal'],
  ['PAG*PADARIAREAL', 'padariareal'],
  ['SUMUP *PADARIA REAL', 'padaria real'],
  ['UBER *TRIP HELP.UBER.COM', 'uber trip help uber com'],
  ['IFD*IFOOD', 'ifd ifood'],
  ['LOJA 03/10', 'loja'],
  // Not the bank's: a store whose name starts like a bank word stays whole
  ['PAGUE MENOS 123', 'pague menos'],
  ['DAVO SUPERMERCADOS', 'davo supermercados'],
  ['MC DONALDS', 'mc donalds'],
  ['SETE MARES 7 MARES', 'sete mares mares'],
  ['Netflix', 'netflix'],
];
