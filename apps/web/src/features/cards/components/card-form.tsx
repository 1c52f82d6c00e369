import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELD_MAX } from '@topup/contracts/card-info';
import type { CardMode } from '../use-card-mode.ts';
import { PasswordField } from '../../account/components/password-field.tsx';
import { revealAndFocus } from '../../../shared/ui/reveal-and-focus.ts';
import '../cards.css';

/**
 * Card number and password (SPEC §2 card-redemption mode): at most 80 characters each, trimmed
 * when sent, Enter submits. The price stays hidden: the card decides what the character gets.
 */
export function CardForm({ card }: { card: CardMode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The message sits under the fields, which may be scrolled out of the sheet: bring it in.
  useEffect(() => {
    if (card.error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [card.error]);
  // The fields open under the methods, below the fold on a phone (issue 17): the player who chose
  // the card item is taken to the card number, ready to type.
  useEffect(() => {
    if (card.entered > 0 && numberRef.current) revealAndFocus(numberRef.current);
  }, [card.entered]);
  // Enter in the number moves on to the password until both are there.
  const enterOnNumber = () => {
    if (card.filled) card.submit();
    else passwordRef.current?.focus();
  };
  return (
    <section className="card-form" aria-labelledby={headingId} aria-busy={card.busy}>
      <h3 id={headingId} className="recharge-heading">
        {t('card.title')}
      </h3>
      <p className="card-form__hint">{t('card.hint')}</p>
      <label className="card-field">
        <span className="card-field__label">{t('card.number')}</span>
        <input
          ref={numberRef}
          className="card-field__input"
          name="card-number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CARD_FIELD_MAX}
          value={card.cardNo}
          enterKeyHint="next"
          onChange={(e) => card.setCardNo(e.target.value.slice(0, CARD_FIELD_MAX))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            enterOnNumber();
          }}
        />
      </label>
      <PasswordField
        ref={passwordRef}
        variant="card"
        label={t('card.password')}
        value={card.password}
        maxLength={CARD_FIELD_MAX}
        onChange={card.setPassword}
        onEnter={card.submit}
      />
      {card.error && (
        <p ref={errorRef} className="card-form__error" role="alert">
          {card.error}
        </p>
      )}
    </section>
  );
}
