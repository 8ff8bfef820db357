import { Card, Field, Flex, Stack } from '@chakra-ui/react';
import { LuDoorOpen } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { facilityPlace, useFacilityOptions } from '@/api/get-facility-options';
import { BackLink } from '@/components/back-link';
import { EmptyNote } from '@/components/empty-note';
import { OptionsSelect } from '@/components/form/fields';
import { PageHeader } from '@/components/page-header';
import { ReportPeriodPicker, usePeriodChoice, type Period } from '@/components/reports/report-period';
import { paths } from '@/config/paths';
import { CheckInsTable } from '../components/check-ins-table';
import { checkInMessages as m } from '../messages';

/** The days a link asked for (`?from=&to=`), if it asked for both. */
function linkedPeriod(params: URLSearchParams): Period | null {
  const from = params.get('from');
  const to = params.get('to');
  return from && to ? { from, to } : null;
}

/** `/check-ins/table?facilityId=&from=&to=`: who checked in at one toilet, and when. */
export function CheckInsTableRoute() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const facilityId = searchParams.get('facilityId') ?? '';
  const choice = usePeriodChoice(linkedPeriod(searchParams));
  const facilities = useFacilityOptions();
  const facility = facilities.data?.find((option) => option.id === facilityId);
  const chooseFacility = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('facilityId', id);
      return next;
    });
  return (
    <>
      <PageHeader
        title={facility ? intl.formatMessage(m.listTitleOf, { name: facility.name }) : intl.formatMessage(m.listTitle)}
        description={intl.formatMessage(m.listDescription)}
        back={<BackLink to={paths.visits}>{intl.formatMessage(m.backToVisits)}</BackLink>}
      />
      <Stack gap="4">
        <Card.Root size="sm">
          <Card.Body>
            <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
              <Field.Root width={{ base: 'full', md: '80' }} flexShrink={0}>
                <Field.Label>{intl.formatMessage(m.facility)}</Field.Label>
                <OptionsSelect
                  size="sm"
                  value={facilityId}
                  options={(facilities.data ?? []).map((option) => ({ value: option.id, label: facilityPlace(option) }))}
                  onChange={chooseFacility}
                >
                  <option value="" disabled>
                    {intl.formatMessage(m.pickFacility)}
                  </option>
                </OptionsSelect>
              </Field.Root>
              <ReportPeriodPicker choice={choice} />
            </Flex>
          </Card.Body>
        </Card.Root>
        {!facilityId ? (
          <EmptyNote icon={<LuDoorOpen />} title={intl.formatMessage(m.noFacility)} description={intl.formatMessage(m.chooseFacility)} />
        ) : (
          choice.period && <CheckInsTable facilityId={facilityId} period={choice.period} />
        )}
      </Stack>
    </>
  );
}
