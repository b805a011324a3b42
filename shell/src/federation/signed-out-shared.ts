import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { signedOutHandOff } from '../signed-out/hand-off';

// A runtime plugin of the shell's federation: when the app starts on a page the build painted signed
// out, that page's entry has React, react-dom and the i18n libraries running already (hand-off.ts);
// they become the shell's shared modules, loaded, so that the app, its portals and the page keep one
// React and one i18next instead of downloading the shell's own copies.
export default function signedOutShared(): ModuleFederationRuntimePlugin {
  return {
    name: 'signed-out-shared',
    beforeInit(args) {
      const modules = signedOutHandOff()?.shared;
      const shared = args.userOptions.shared;
      if (!modules || !shared) return args;
      for (const [name, module] of Object.entries(modules))
        // ShareArgs is a union that declares lib on one member only
        for (const info of [shared[name] ?? []].flat()) Object.assign(info, { lib: () => module, loaded: true });
      return args;
    },
  };
}
