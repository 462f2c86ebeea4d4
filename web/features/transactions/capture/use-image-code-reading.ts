import { useState } from 'react';
import { CAMERA_MESSAGES } from './camera-words';
import { readCodeInImage } from './code-detector';
import type { CodeCapture } from './use-code-capture';

/** 'Ler imagem': the code found in a chosen picture, read as if pasted; busy while the picture is searched. */
export function useImageCodeReading(capture: CodeCapture) {
  const [readingImage, setReadingImage] = useState(false);

  const readImage = async (file: File | undefined) => {
    if (!file) return;
    setReadingImage(true);
    try {
      const code = await readCodeInImage(file);
      if (code) await capture.read(code);
      else capture.setError(CAMERA_MESSAGES.nothingInImage);
    } catch {
      capture.setError(CAMERA_MESSAGES.reader);
    } finally {
      setReadingImage(false);
    }
  };

  return { readingImage, readImage };
}
