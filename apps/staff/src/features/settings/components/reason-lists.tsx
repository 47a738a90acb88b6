import { reasonListBody } from '@masa/core/corrections/correction-reasons.schemas';
import { CORRECTION_KINDS, type CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import {
  reasonsKey,
  reasonsOf,
  useCorrectionReasons,
} from '../../../lib/corrections/correction-reasons.ts';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

/** "Yanık / bozuk | Burnt / spoiled": a reason's line, its English after " | " (ADR 079). */
const reasonLine = (reason: { label: string; labelEn: string }) =>
  reason.labelEn ? `${reason.label} | ${reason.labelEn}` : reason.label;

/**
 * The business's reason lists (contract rule 5): one kind at a time, one reason a line, its
 * English after " | " (what the staff app shows in English). A line whose Turkish matches a
 * reason keeps it; a removed line is archived by the server.
 */
export function ReasonLists({ onSaved }: SectionSaved) {
  const { t } = useI18n();
  const reasons = useCorrectionReasons();
  const [kind, setKind] = useState<CorrectionKind>('void');
  if (!reasons.data) return null;
  return (
    <ReasonListForm
      key={`${kind}:${reasonsOf(reasons.data, kind)
        .map((r) => r.id)
        .join()}`}
      kind={kind}
      onKind={setKind}
      current={reasonsOf(reasons.data, kind)}
      onSaved={() => onSaved(t('corrections.reasonsTitle'))}
    />
  );
}

function ReasonListForm({
  kind,
  onKind,
  current,
  onSaved,
}: {
  kind: CorrectionKind;
  onKind: (kind: CorrectionKind) => void;
  current: ReturnType<typeof reasonsOf>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [text, setText] = useState(current.map(reasonLine).join('\n'));
  const form = useFormProblem();
  const write = useMutation({
    mutationFn: (body: object) => api.put<unknown>('/staff/corrections/reasons', body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reasonsKey });
      onSaved();
    },
  });
  const save = () => {
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const reasons = lines.map((line) => {
      const [label = '', labelEn = ''] = line.split(' | ').map((part) => part.trim());
      const same = current.find((r) => r.label === label);
      return same ? { id: same.id, label, labelEn } : { label, labelEn };
    });
    form.check(reasonListBody.safeParse({ kind, reasons }), (body) => write.mutate(body));
  };
  return (
    <SettingsSection
      id="settings-reasons"
      title={t('corrections.reasonsTitle')}
      hint={t('corrections.reasonsHint')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      <label>
        {t('corrections.reasonKind')}
        <select value={kind} onChange={(e) => onKind(e.target.value as CorrectionKind)}>
          {CORRECTION_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`corrections.kinds.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('corrections.reasonLines')}
        <textarea rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
    </SettingsSection>
  );
}
