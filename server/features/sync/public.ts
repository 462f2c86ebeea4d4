// What bank sync offers the rest of the server: the job's pass over the connections due.
export { syncConnectionsDue } from './run';
