// Where the painted signed-out pages' own entry (signed-out/main.ts) and the app's entry (main.ts)
// meet in one document: the signed-out entry sets it before it adds the app's script, the app's
// federation runtime takes the React and i18n modules already running from it (one React in the page,
// federation/signed-out-shared.ts), and the app's entry answers with how to start it.
export type AppStart = {
  load: () => Promise<unknown>;
  start: (path: string) => Promise<void>;
};

export type HandOff = {
  // the shared modules' names (as in the federation's shared config) and the modules themselves
  shared: Readonly<Record<string, unknown>>;
  ready: (app: AppStart) => void;
};

type WithHandOff = { schoolSignedOutHandOff?: HandOff };

export const signedOutHandOff = (): HandOff | undefined => (window as WithHandOff).schoolSignedOutHandOff;

export const setSignedOutHandOff = (handOff: HandOff): void => {
  (window as WithHandOff).schoolSignedOutHandOff = handOff;
};
