import { defineMessages } from 'react-intl';

/**
 * Titles of the device and issue types (ids as domain/kinds.py), so the
 * console shows them in the user's language; unknown ids keep the server's title.
 */
export const deviceTypeMessages = defineMessages({
  'toilet-paper': { id: 'catalogue.device.toiletPaper', defaultMessage: 'Toilet paper level sensor' },
  'manual-paper': { id: 'catalogue.device.manualPaper', defaultMessage: 'Manual paper level sensor' },
  'bin-full': { id: 'catalogue.device.binFull', defaultMessage: 'Bin full sensor' },
  'wet-floor': { id: 'catalogue.device.wetFloor', defaultMessage: 'Wet floor sensor' },
  'temp-humidity': { id: 'catalogue.device.tempHumidity', defaultMessage: 'Temperature & humidity sensor' },
  'water-meter': { id: 'catalogue.device.waterMeter', defaultMessage: 'Water meter' },
  'main-water-meter': { id: 'catalogue.device.mainWaterMeter', defaultMessage: 'Main water meter' },
  'people-counter': { id: 'catalogue.device.peopleCounter', defaultMessage: 'People counter' },
  odour: { id: 'catalogue.device.odour', defaultMessage: 'Odour sensor' },
  'soap-dispenser': { id: 'catalogue.device.soapDispenser', defaultMessage: 'Soap Dispenser' },
  'feedback-panel': { id: 'catalogue.device.feedbackPanel', defaultMessage: 'Feedback Panel' },
});

export const issueTypeMessages = defineMessages({
  'paper-level-low': { id: 'catalogue.issue.paperLevelLow', defaultMessage: 'Paper level low' },
  odour: { id: 'catalogue.issue.odour', defaultMessage: 'Odour' },
  'bin-full': { id: 'catalogue.issue.binFull', defaultMessage: 'Bin full' },
  'general-issue': { id: 'catalogue.issue.generalIssue', defaultMessage: 'General issue' },
  'soap-low': { id: 'catalogue.issue.soapLow', defaultMessage: 'Soap running low' },
  'hand-sanitiser-low': { id: 'catalogue.issue.handSanitiserLow', defaultMessage: 'Hand sanitiser low' },
  'paper-towel-low': { id: 'catalogue.issue.paperTowelLow', defaultMessage: 'Paper towel low' },
  battery: { id: 'catalogue.issue.battery', defaultMessage: 'Battery' },
  'temp-humidity': { id: 'catalogue.issue.tempHumidity', defaultMessage: 'Temp humidity' },
  'leak-flow': { id: 'catalogue.issue.leakFlow', defaultMessage: 'Leak flow' },
  'burst-flow': { id: 'catalogue.issue.burstFlow', defaultMessage: 'Burst flow' },
  'floor-wet': { id: 'catalogue.issue.floorWet', defaultMessage: 'Floor wet' },
  leak: { id: 'catalogue.issue.leak', defaultMessage: 'Leak' },
  'device-offline': { id: 'catalogue.issue.deviceOffline', defaultMessage: 'Device offline' },
  'cleaning-due': { id: 'catalogue.issue.cleaningDue', defaultMessage: 'Cleaning due' },
});
