import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ReportFigure {
  key: string;
  label: string;
  /** A count, text already formatted (a duration, a share), or null for a dash. */
  value: number | string | null;
  help?: ReactNode;
  palette?: string;
}

/** A term (the figure's label) and its value, the value named by the label for screen readers and tests. */
function FigureStat({ figure }: { figure: ReportFigure }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3" bg="bg.subtle" minW="0">
      <Stat.Label id={labelId}>{figure.label}</Stat.Label>
      <Stat.ValueText aria-labelledby={labelId} color={figure.palette && figure.value ? `${figure.palette}.fg` : undefined}>
        {figure.value === null ? '—' : typeof figure.value === 'string' ? figure.value : intl.formatNumber(figure.value, { maximumFractionDigits: 1 })}
      </Stat.ValueText>
      {figure.help && <Stat.HelpText>{figure.help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/** A row of labelled numbers; `null` shows a dash. */
export function FigureGrid({ figures, columns = 4 }: { figures: ReportFigure[]; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: columns }} gap="3">
      {figures.map((figure) => (
        <FigureStat key={figure.key} figure={figure} />
      ))}
    </SimpleGrid>
  );
}
