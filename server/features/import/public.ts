// What the import offers other features: the size of its bulk writes (a restore writes in the same batches).

export { INSERT_BATCH_ROWS } from './repository';
