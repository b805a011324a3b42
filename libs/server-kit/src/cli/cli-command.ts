import { type DataSource } from 'typeorm';
import { type RpcClient } from '../rpc/rpc-client';

// A service's own command: its schema's data source, RPC to the other services (15 s a call) and the
// rest of the command line; answers the line to print.
export type CliCommand = (o: { ds: DataSource; rpc: RpcClient; args: string[] }) => Promise<string>;
