import { type DomainEvent, type LiveChannelKind, type LiveEvent } from '@school/contracts';
import { type CallContext } from '../common/call-context';
import { type RequestSession } from '../session/sessions';

// What an authorizer knows of the socket asking: its session (context: as a call of the socket's
// upgrade request would have, for RPCs to the data's owner), and a memo kept for the socket's life
// (a board of a month asks for the same center 31 times; the answer is asked for once). A session
// change ends the socket (live-hub.ts), so a memo never outlives what it was decided on.
export type LiveAsker = {
  session: RequestSession;
  context: CallContext;
  once<T>(key: string, decide: () => Promise<T>): Promise<T>;
};

// One kind of channel ("<kind>:<id>"): who may join one, and which events of which NATS subjects
// reach which of its channels. Every gateway replica subscribes to the subjects itself (a plain NATS
// subscription, not a shared durable consumer), so a socket hears an event whatever replica holds it.
export type LiveChannelKindDef = {
  kind: LiveChannelKind;
  // the channels of one subscribe (this kind's, at most LIVE_MAX_CHANNELS) the socket may join; a
  // malformed one is not among them
  authorize(channels: readonly string[], asker: LiveAsker): Promise<ReadonlySet<string>>;
  subjects: readonly string[];
  // the channels an event concerns and what they are told
  route(event: DomainEvent): { channels: string[]; event: LiveEvent } | null;
  // the channels whose access an event may have changed (a lesson's room passed to another teacher):
  // the hub drops every socket's memo keyed by such a channel and asks its holders again
  recheck?(event: DomainEvent): string[];
};
