import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearOrderSelection } from '../../shared/storage/order-selection.ts';
import {
  patchSelection,
  reloadSelection,
  replaceSelection,
  useOrderSelection,
  useSelectionPart,
} from './selection-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;

/** Shows the chosen goods; counts its renders. */
function ChosenGoods() {
  renders++;
  const goods = useSelectionPart((s) => ({ name: s.goods?.display ?? 'none' }), []);
  return <p>{goods.name}</p>;
}

/** Reads the whole selection. */
function WholeSelection() {
  renders++;
  return <p>{Object.keys(useOrderSelection()).length}</p>;
}

let host: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  clearOrderSelection();
  reloadSelection();
  renders = 0;
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  host.remove();
});

describe('a part of the order selection', () => {
  it('re-renders its reader only when that part changes', async () => {
    root = createRoot(host);
    await act(async () => root!.render(<ChosenGoods />));
    expect(host.textContent).toBe('none');
    const first = renders;

    // The goods page writes the game and area in after its first render: nothing shown changes.
    await act(async () => replaceSelection({ clientId: '11103', gameName: 'Voltage Arena' }));
    expect(renders).toBe(first);

    await act(async () => patchSelection({ goods: { value: 'p60', display: '60 Diamonds' } }));
    expect(host.textContent).toBe('60 Diamonds');
    expect(renders).toBe(first + 1);
  });

  it('hydrates a first visit without rendering again', async () => {
    // What the server sent: rendered with nothing stored (entry-server.tsx).
    host.innerHTML = renderToString(<ChosenGoods />);
    renders = 0;
    await act(async () => {
      root = hydrateRoot(host, <ChosenGoods />);
    });
    expect(host.textContent).toBe('none');
    expect(renders).toBe(1);
  });

  it('hydrates a reader of the whole selection without rendering again, when nothing is stored', async () => {
    host.innerHTML = renderToString(<WholeSelection />);
    renders = 0;
    await act(async () => {
      root = hydrateRoot(host, <WholeSelection />);
    });
    expect(renders).toBe(1);
  });

  it('shows a returning player their stored choice after hydrating', async () => {
    host.innerHTML = renderToString(<ChosenGoods />);
    patchSelection({ goods: { value: 'p300', display: '300 Diamonds' } });
    await act(async () => {
      root = hydrateRoot(host, <ChosenGoods />);
    });
    expect(host.textContent).toBe('300 Diamonds');
  });
});
