import { applyDecorators } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { API_REGISTRY, type ApiInput, type ApiName, type ApiOutput, type Caller, type ServiceName } from '@school/contracts';
import { subjects } from './namespace';

// What a handler of N may be: it answers N's output, at once or later, and takes N's input (as that
// type or a wider one it checks itself, e.g. Record<string, unknown>) and the caller, or the caller
// alone. Parameter decorators cannot tell TypeScript which parameter is which, so the input comes
// first.
export type RpcHandler<N extends ApiName> =
  | ((input: ApiInput<N>, caller: Caller) => ApiOutput<N> | Promise<ApiOutput<N>>)
  | ((caller: Caller) => ApiOutput<N> | Promise<ApiOutput<N>>);

// Binds a handler to an API name of the registry; the owning service comes from the registry, so a
// handler can only be written for a name that exists, and only with the registry's types.
export const Rpc =
  <N extends ApiName>(name: N) =>
  <H extends RpcHandler<N>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    MessagePattern(subjects().rpc(API_REGISTRY[name].service, name))(target, key, descriptor);
  };

export const HealthRpc = (service: ServiceName) => applyDecorators(MessagePattern(subjects().health(service)));

// Handler parameters: the API input and the caller the gateway vouches for.
export const RpcInput = () => Payload('input');
export const RpcCaller = () => Payload('caller');
