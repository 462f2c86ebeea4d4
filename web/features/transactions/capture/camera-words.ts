/** What the scan says when the camera cannot be used: the paste field and 'Ler imagem' stay. */
export const CAMERA_MESSAGES = {
  refused:
    'O acesso à câmera foi recusado. Permita a câmera nas configurações do navegador, ou cole o código no campo ou use "Ler imagem".',
  absent: 'Nenhuma câmera disponível neste aparelho. Cole o código no campo ou use "Ler imagem".',
  failed: 'Não foi possível abrir a câmera. Cole o código no campo ou use "Ler imagem".',
  reader: 'Não foi possível carregar o leitor de códigos. Cole o código no campo.',
  nothingInImage: 'Nenhum código Pix (QR) ou código de barras de boleto encontrado nesta imagem.',
  timedOut: 'Nenhum código encontrado. Aproxime a câmera do QR Code ou do código de barras e tente de novo.',
} as const;

/** The camera's refusal in words: the browser's DOMException names (MediaDevices.getUserMedia). */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_MESSAGES.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_MESSAGES.absent;
  return CAMERA_MESSAGES.failed;
}
