import { useTranslation } from 'react-i18next';

/** The programme's FAQ; the server's text is shown as text, its line breaks kept. */
export function VipFaq({ title, content }: { title: string; content: string }) {
  const { t } = useTranslation();
  if (!title && !content) return null;
  return (
    <section className="vip-section">
      <h2 className="vip-section__title" dir="auto">
        {title || t('vip.faq')}
      </h2>
      <p className="vip-faq__content" dir="auto">
        {content}
      </p>
    </section>
  );
}
