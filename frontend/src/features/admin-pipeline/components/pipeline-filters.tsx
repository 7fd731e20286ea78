import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import styles from './pipeline.module.css';

/** `agent=none` in the address and the API: the deals no agent has taken yet. */
export const UNASSIGNED = 'none';

interface PipelineFiltersProps {
  agents: readonly { id: string; name: string }[];
  areas: readonly string[];
  agent: string;
  area: string;
  onChange: (changes: { agent?: string; area?: string }) => void;
}

/** The agent and area filters the board and the sales report share; the page keeps them in its address. */
export function PipelineFilters({ agents, areas, agent, area, onChange }: PipelineFiltersProps) {
  const { t } = useTranslation('pipeline');
  const language = useLanguage();
  return (
    <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('filters.agent')}
        name="agent"
        value={agent}
        onChange={(event) => onChange({ agent: event.target.value })}
      >
        <option value="">{t('filters.allAgents')}</option>
        <option value={UNASSIGNED}>{t('filters.unassigned')}</option>
        {agents.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.area')}
        name="area"
        value={area}
        onChange={(event) => onChange({ area: event.target.value })}
      >
        <option value="">{t('filters.allAreas')}</option>
        {areas.map((name) => (
          <option key={name} value={name}>
            {placeName(name, language)}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
