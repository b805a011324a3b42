import { cspNonce } from '@school/ui/signed-out';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as i18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import { setSignedOutHandOff, type AppStart } from './hand-off';
import { startSignedOut } from './start';

// The entry of the pages the build painted signed out (issue 26): the page, React and its texts,
// without the federation runtime and its share map of the whole app. The app (the shell's federated
// entry, named by #root's data-app) is added to the document when the page hands over or the visitor
// starts on the form; it finds these modules already running and shares them instead of its own.
let app: Promise<AppStart> | null = null;
const loadApp = (src: string): Promise<AppStart> =>
  (app ??= new Promise<AppStart>((resolve, reject) => {
    setSignedOutHandOff({
      shared: {
        react: React,
        'react/jsx-runtime': ReactJsxRuntime,
        'react-dom': ReactDom,
        'react-dom/client': ReactDomClient,
        i18next,
        'react-i18next': ReactI18next,
      },
      ready: resolve,
    });
    const script = document.createElement('script');
    script.src = src;
    script.nonce = cspNonce() ?? '';
    script.onerror = () => {
      app = null;
      script.remove();
      reject(new Error(`the app's entry ${src} did not load`));
    };
    document.body.append(script);
  }));

const container = document.getElementById('root');
const name = container?.dataset.signedOut;
const src = container?.dataset.app;
if (container && name && src)
  void startSignedOut(container, name, {
    load: () => loadApp(src).then((started) => started.load()),
    start: (path) => loadApp(src).then((started) => started.start(path)),
  });
