import { ebanxEmulator } from '../../../emulators/ebanx/emulator.ts';
import { providerDemo } from '../../provider-kit/demo.ts';

// The demo hook: the emulator playing this provider where the demo runs (modules/emulators).
export const demo = providerDemo(ebanxEmulator);
