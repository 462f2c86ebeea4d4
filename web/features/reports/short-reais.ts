import { formatCompactReais } from '../../../common/money';

/** Money short, for a chart's label or a small cell: 'R$ 1,2 mil', 'R$ 736' (whole reais below a thousand). */
export const shortReais = (reais: number) =>
  formatCompactReais(Math.abs(reais) >= 1000 ? reais : Math.round(reais));
