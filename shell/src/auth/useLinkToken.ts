import { type CurrentUser } from '@school/contracts';
import { isApiError, useApi } from '@school/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { INVALID_LINK_PATH, isRefusal } from './refusals';

export type TokenApi = 'Auth_loginWithLink' | 'Auth_confirmRegistration' | 'Auth_confirmEmailBind';
export type LinkState = { status: 'checking' } | { status: 'failed' } | { status: 'done'; user: CurrentUser };

// A mailed link's landing: the token is spent once (a link is single use, so never twice on one
// page); an invalid, used or expired link goes to the invalid-link screen.
export function useLinkToken(api: TokenApi, onDone: (user: CurrentUser) => Promise<void> | void): LinkState {
  const client = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  const started = useRef(false);
  const token = params.get('token');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      navigate(INVALID_LINK_PATH, { replace: true });
      return;
    }
    client
      .call(api, { token }, { auth: true, handleErrors: false })
      .then(async (user) => {
        await onDone(user);
        setState({ status: 'done', user });
      })
      .catch((e: unknown) => {
        if (isRefusal(e, 'LINK_INVALID')) {
          navigate(INVALID_LINK_PATH, { replace: true });
          return;
        }
        if (isApiError(e)) client.report(e);
        setState({ status: 'failed' });
      });
    // the token is read once per landing
  }, []);

  return state;
}
