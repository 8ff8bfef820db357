import { Box, Circle, chakra } from '@chakra-ui/react';
import { useRef, type MouseEvent } from 'react';
import type { IconType } from 'react-icons';
import { MdAccessible, MdMan, MdWoman } from 'react-icons/md';
import { useIntl } from 'react-intl';
import { fractionAt, isIncomplete } from '../floor-plan';
import { buildingMessages as m } from '../messages';
import type { Facility, FacilityType, Marker } from '../types';
import { FACILITY_PALETTE } from './facility-type-badge';

export const MARKER_ICON: Record<FacilityType, IconType> = { male: MdMan, female: MdWoman, accessible: MdAccessible };

const TOILET = { male: m.maleToilet, female: m.femaleToilet, accessible: m.accessibleToilet } as const;

/** "Female toilet: Ladies 1": what a marker says to screen readers and on hover. */
export function useMarkerName(facilities: Facility[]): (marker: Marker) => string {
  const intl = useIntl();
  return (marker) => {
    const facility = facilities.find((f) => f.id === marker.facilityId);
    const name =
      facility?.name ||
      marker.label ||
      intl.formatMessage(marker.facilityId ? m.unknownFacility : m.noFacilityChosen);
    const type = marker.type in TOILET ? intl.formatMessage(TOILET[marker.type as FacilityType]) : marker.type;
    return intl.formatMessage(m.markerName, { type, name });
  };
}

function PlanMarker({ marker, name, number }: { marker: Marker; name: string; number?: number }) {
  const Icon = MARKER_ICON[marker.type as FacilityType] ?? MdAccessible;
  const palette = FACILITY_PALETTE[marker.type] ?? 'gray';
  const incomplete = isIncomplete(marker);
  return (
    <Circle
      position="absolute"
      size={{ base: '7', md: '8' }}
      transform="translate(-50%, -50%)"
      bg={`${palette}.solid`}
      color={`${palette}.contrast`}
      borderWidth="2px"
      borderStyle={incomplete ? 'dashed' : 'solid'}
      borderColor={incomplete ? 'red.solid' : 'white'}
      boxShadow="md"
      fontSize={{ base: 'lg', md: 'xl' }}
      // Positions go inline: one CSS class per spot would pile up in the style sheet.
      style={{ left: `${marker.x * 100}%`, top: `${marker.y * 100}%` }}
      role="img"
      aria-label={name}
      title={name}
      data-marker-type={marker.type}
      onClick={(event) => event.stopPropagation()}
    >
      <Icon aria-hidden />
      {number !== undefined && (
        <Box
          aria-hidden
          position="absolute"
          top="-2"
          right="-2"
          display="flex"
          alignItems="center"
          justifyContent="center"
          minW="4"
          h="4"
          px="1"
          rounded="full"
          bg="bg.inverted"
          color="fg.inverted"
          fontSize="2xs"
          lineHeight="1"
        >
          {number}
        </Box>
      )}
    </Circle>
  );
}

/**
 * The plan scaled to the width it is given, with its markers placed at their fractions
 * of the image, so they stay in place on a phone and on a desk. With `onAdd`, a click on
 * the plan reports where it fell, as fractions of the displayed image.
 */
export function FloorPlanImage({
  src,
  alt,
  markers,
  markerName,
  numbered = false,
  onAdd,
  onError,
}: {
  src: string;
  alt: string;
  markers: (Marker & { key?: string })[];
  markerName: (marker: Marker) => string;
  numbered?: boolean;
  onAdd?: (point: { x: number; y: number }) => void;
  onError: () => void;
}) {
  const imageRef = useRef<HTMLImageElement>(null);
  const add = (event: MouseEvent) => {
    const rect = imageRef.current?.getBoundingClientRect();
    const point = rect && fractionAt(rect, event.clientX, event.clientY);
    if (point && onAdd) onAdd(point);
  };
  return (
    <Box
      position="relative"
      width="full"
      maxW="5xl"
      mx="auto"
      cursor={onAdd ? 'crosshair' : undefined}
      onClick={onAdd ? add : undefined}
      data-testid="floor-plan"
    >
      <chakra.img
        ref={imageRef}
        src={src}
        alt={alt}
        display="block"
        width="full"
        height="auto"
        borderWidth="1px"
        rounded="md"
        bg="white"
        userSelect="none"
        draggable={false}
        onError={onError}
      />
      {markers.map((marker, index) => (
        <PlanMarker
          key={marker.key ?? index}
          marker={marker}
          name={markerName(marker)}
          number={numbered ? index + 1 : undefined}
        />
      ))}
    </Box>
  );
}
