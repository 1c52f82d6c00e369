import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsGroup } from '../goods-groups.ts';

type TypeTabsProps = {
  groups: GoodsGroup[];
  active: string;
  panelId: string;
  onChange: (typeKey: string) => void;
};

export const tabId = (panelId: string, typeKey: string) => `${panelId}-tab-${typeKey}`;

/** The product-type switch: a tab list, arrow keys move between types. */
export function TypeTabs({ groups, active, panelId, onChange }: TypeTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    // In right-to-left pages the arrows follow the visual order.
    const dir = getComputedStyle(list.current ?? document.body).direction === 'rtl' ? -step : step;
    const i = groups.findIndex((g) => g.typeKey === active);
    const next = groups[(i + dir + groups.length) % groups.length];
    if (!next) return;
    onChange(next.typeKey);
    list.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(tabId(panelId, next.typeKey))}`)
      ?.focus();
  };
  return (
    <div
      ref={list}
      className="type-tabs"
      role="tablist"
      aria-label={t('goods.types')}
      onKeyDown={onKeyDown}
    >
      {groups.map((g) => {
        const selected = g.typeKey === active;
        return (
          <button
            key={g.typeKey}
            id={tabId(panelId, g.typeKey)}
            type="button"
            role="tab"
            className="type-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(g.typeKey)}
            dir="auto"
          >
            {g.name}
          </button>
        );
      })}
    </div>
  );
}
