import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { rechargeKeyOf, type ListedMethod } from '../../pay-methods/listing-rules.ts';
import type { Choice } from '../../pay-methods/choice-rules.ts';
import { MethodItem } from './method-item.tsx';

type MethodListProps = {
  methods: readonly ListedMethod[];
  choice: Choice;
  onPick: (method: ListedMethod) => void;
  /** Listed after the methods, e.g. the prepaid-card entry. */
  extra?: ReactNode;
};

export function MethodList({ methods, choice, onPick, extra }: MethodListProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = choice.method ? rechargeKeyOf(choice.method) : null;
  return (
    <section className="method-list" aria-labelledby={id}>
      <h3 id={id} className="recharge-heading">
        {t('recharge.methods')}
      </h3>
      {methods.length === 0 && !extra ? (
        <Empty text={t('recharge.noMethods')} />
      ) : (
        <ul className="method-list__items">
          {methods.map((m) => {
            const selected = chosen === rechargeKeyOf(m);
            return (
              <li key={rechargeKeyOf(m)}>
                <MethodItem
                  method={m}
                  selected={selected}
                  hasSubs={m.subs.length > 0}
                  chosenSub={selected && choice.sub ? choice.sub.name : undefined}
                  onClick={() => onPick(m)}
                />
              </li>
            );
          })}
          {extra && <li>{extra}</li>}
        </ul>
      )}
    </section>
  );
}
