import { SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl, type FormatNumberOptions } from 'react-intl';

export interface ReportFigure {
  key: string;
  label: string;
  /** A count, text already formatted (a duration, a share), or null for a dash. */
  value: number | string | null;
  help?: ReactNode;
  palette?: string;
}

/**
 * A term (the figure's label) and its value, the value named by the label for screen readers
 * and tests; the help stands after the definition list (which holds only terms and
 * definitions) and describes the value.
 */
function FigureStat({ figure, format }: { figure: ReportFigure; format: FormatNumberOptions }) {
  const intl = useIntl();
  const labelId = useId();
  const helpId = useId();
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" minW="0">
      <Stat.Root>
        <Stat.Label id={labelId}>{figure.label}</Stat.Label>
        <Stat.ValueText
          aria-labelledby={labelId}
          aria-describedby={figure.help ? helpId : undefined}
          color={figure.palette && figure.value ? `${figure.palette}.fg` : undefined}
        >
          {figure.value === null ? '—' : typeof figure.value === 'string' ? figure.value : intl.formatNumber(figure.value, format)}
        </Stat.ValueText>
      </Stat.Root>
      {figure.help && (
        <Text id={helpId} textStyle="sm" color="fg.muted">
          {figure.help}
        </Text>
      )}
    </Stack>
  );
}

const ONE_DECIMAL: FormatNumberOptions = { maximumFractionDigits: 1 };

/** A row of labelled numbers, written with `format` (one decimal unless given); `null` shows a dash. */
export function FigureGrid({ figures, columns = 4, format = ONE_DECIMAL }: { figures: ReportFigure[]; columns?: number; format?: FormatNumberOptions }) {
  return (
    <SimpleGrid columns={{ base: 2, md: columns }} gap="3">
      {figures.map((figure) => (
        <FigureStat key={figure.key} figure={figure} format={format} />
      ))}
    </SimpleGrid>
  );
}
