import { merchantV1Emulator } from '../merchant-v1/emulator.ts';
import { providerDemo } from '../kit/provider-demo.ts';

// The demo hook: platform pay on Topup merchant protocol v1, played by the protocol's emulator.
export const demo = providerDemo(merchantV1Emulator('platform', 'platform pay'));
