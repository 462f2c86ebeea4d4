import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraProblem } from './camera-words';

describe("the camera's refusal in words", () => {
  it('tells a refused permission from a missing camera', () => {
    expect(cameraProblem(new DOMException('denied', 'NotAllowedError'))).toBe(CAMERA_MESSAGES.refused);
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe(CAMERA_MESSAGES.absent);
    expect(cameraProblem(new Error('boom'))).toBe(CAMERA_MESSAGES.failed);
    expect(CAMERA_MESSAGES.refused).toContain('cole o código');
  });
});
