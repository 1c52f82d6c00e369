import { razerEmulator } from './emulator.ts';
import { providerDemo } from '../kit/provider-demo.ts';

// The demo hook: the emulator playing this provider where the demo runs (the demo workspace).
export const demo = providerDemo(razerEmulator);
