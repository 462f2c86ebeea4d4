/**
 * An arrecadação boleto's segment (the bar code's second digit) in words.
 * Source: FEBRABAN, "Layout Padrão de Arrecadação/Recebimento com Utilização do Código de Barras", versão 8
 * (11/05/2026), §04 "Identificação do Segmento":
 * https://cmsarquivos.febraban.org.br/Arquivos/documentos/PDF/Layout%20-%20C%C3%B3digo%20de%20Barras%20-%20Vers%C3%A3o%208%20-%2011_05_2026.pdf
 */
const ARRECADACAO_SEGMENTS: Record<number, string> = {
  1: 'Prefeituras',
  2: 'Saneamento',
  3: 'Energia elétrica e gás',
  4: 'Telecomunicações',
  5: 'Órgãos governamentais',
  6: 'Carnês e assemelhados',
  7: 'Multas de trânsito',
  9: 'Uso exclusivo do banco',
};

/** The segment's words; 'Demais segmentos' for a digit the layout leaves unassigned (8). */
export function arrecadacaoSegmentName(segment: number): string {
  return ARRECADACAO_SEGMENTS[segment] ?? 'Demais segmentos';
}
