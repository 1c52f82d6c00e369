import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import {
  rechargeKeyOf,
  type ListedMethod,
  type SubMethod,
} from '../../pay-methods/listing-rules.ts';
import { MethodItem } from './method-item.tsx';

type SubMethodSheetProps = {
  parent: ListedMethod;
  chosen: SubMethod | null;
  onPick: (sub: SubMethod) => void;
  onClose: () => void;
};

/** The second popup: the sub-methods of a method (SPEC §2). */
export function SubMethodSheet({ parent, chosen, onPick, onClose }: SubMethodSheetProps) {
  const chosenKey = chosen ? rechargeKeyOf(chosen) : null;
  return (
    <BottomSheet open title={parent.name} onClose={onClose}>
      <ul className="method-list__items">
        {parent.subs.map((s) => (
          <li key={rechargeKeyOf(s)}>
            <MethodItem
              method={s}
              selected={chosenKey === rechargeKeyOf(s)}
              onClick={() => onPick(s)}
            />
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
