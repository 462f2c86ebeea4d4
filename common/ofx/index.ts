export {
  looksLikeOfx,
  OFX_HEADERS,
  OFX_MESSAGES,
  ofxAmount,
  ofxDate,
  ofxDescription,
  readOfx,
} from './read-ofx';
export { type OfxNode, parseOfxTree } from './tree';
