// passport ships no types and @types/passport is not installed: the little of it the gateway uses.
declare module 'passport' {
  import { type IncomingMessage, type ServerResponse } from 'node:http';

  export type AuthenticateCallback = (err: unknown, user?: unknown, info?: unknown, status?: unknown) => void;
  export type AuthenticateMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  export type PassportStrategy = { authenticate(req: IncomingMessage, options?: object): void };

  export class Authenticator {
    use(name: string, strategy: PassportStrategy): this;
    unuse(name: string): this;
    authenticate(name: string, options: object, callback: AuthenticateCallback): AuthenticateMiddleware;
  }
}
