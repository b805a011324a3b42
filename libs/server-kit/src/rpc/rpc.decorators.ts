import { applyDecorators } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { API_REGISTRY, type ApiName, type ServiceName } from '@school/contracts';
import { subjects } from './namespace';

// Binds a handler to an API name of the registry; the owning service comes from the registry, so a
// handler can only be written for a name that exists.
export const Rpc = (name: ApiName) => applyDecorators(MessagePattern(subjects().rpc(API_REGISTRY[name].service, name)));

export const HealthRpc = (service: ServiceName) => applyDecorators(MessagePattern(subjects().health(service)));

// Handler parameters: the API input and the caller the gateway vouches for.
export const RpcInput = () => Payload('input');
export const RpcCaller = () => Payload('caller');
