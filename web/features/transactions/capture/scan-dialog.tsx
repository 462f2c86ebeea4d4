import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { CAMERA_MESSAGES, cameraProblem } from './camera-words';
import { loadCodeDetector } from './code-detector';

/** A frame looked at every this many milliseconds, for at most SCAN_LIMIT_MS: a scan left open stops by itself. */
const SCAN_EVERY_MS = 250;
const SCAN_LIMIT_MS = 120_000;

/**
 * 'Escanear': the rear camera (getUserMedia) in a dialog, each frame read for a Pix QR code or a boleto's bar code;
 * the first code found is handed back and the camera stops. Refused or absent, it says so (the paste field stays).
 */
export function ScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const found = useRef({ onCode });
  found.current = { onCode };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(CAMERA_MESSAGES.absent);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
        });
      } catch (error) {
        setProblem(cameraProblem(error));
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      let detector: Awaited<ReturnType<typeof loadCodeDetector>>;
      try {
        detector = await loadCodeDetector();
      } catch {
        setProblem(CAMERA_MESSAGES.reader);
        return;
      }
      setLooking(true);
      const until = Date.now() + SCAN_LIMIT_MS;
      const look = async () => {
        if (stopped || !video.current) return;
        if (Date.now() > until) {
          setLooking(false);
          setProblem(CAMERA_MESSAGES.timedOut);
          return;
        }
        const codes =
          video.current.readyState >= 2 ? await detector.detect(video.current).catch(() => []) : [];
        const code = codes[0]?.rawValue;
        if (code && !stopped) {
          found.current.onCode(code);
          return;
        }
        timer = setTimeout(() => void look(), SCAN_EVERY_MS);
      };
      void look();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal
      open
      title="Escanear código"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            className="aspect-video w-full rounded-lg bg-slate-900 object-cover"
          />
          <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {looking
              ? 'Aponte a câmera para o QR Code do Pix ou para o código de barras do boleto.'
              : 'Abrindo a câmera…'}
          </p>
        </>
      )}
    </Modal>
  );
}
