import { useTranslation } from 'react-i18next';
import { usePayFlow } from '../../shared/pay-flow/pay-flow-store.ts';
import { stepIndex } from './chrome.ts';

const labels = ['steps.selectGame', 'steps.selectGoods', 'steps.startRecharge', 'steps.result'];

/** The four recharge steps, the current one highlighted by the route and popups (SPEC §2). */
export function StepBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const current = stepIndex(pathname, usePayFlow());
  return (
    <nav className="steps" aria-label={t('steps.label')}>
      <ol className="steps__list">
        {labels.map((key, i) => {
          const n = i + 1;
          const state = n === current ? 'current' : n < current ? 'done' : 'todo';
          return (
            <li
              key={key}
              className={`steps__item steps__item--${state}`}
              aria-current={n === current ? 'step' : undefined}
            >
              <span className="steps__number" aria-hidden="true">
                {n}
              </span>
              <span className="steps__label">{t(key)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
