// Undo, as the features need it: the toast with 'Desfazer' shown after a change the server kept for an undo.
export { useUndoToast } from './use-undo-toast';
