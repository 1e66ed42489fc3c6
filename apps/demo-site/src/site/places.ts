/**
 * Where Harbor & Rye can be found (Port Alder, Oregon): the Find us widget's locations and the gazetteer
 * the demo's own geocoder answers from, so the two always agree.
 */
export interface Place {
  uniqueId: string;
  title: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  phone: string;
  description: string;
  /** Other ways a visitor might write it, searched by the demo geocoder. */
  aliases?: readonly string[];
}

export const PLACES: readonly Place[] = [
  {
    uniqueId: 'harbor-street',
    title: 'Harbor Street bakery & café',
    formattedAddress: '14 Harbor Street, Port Alder, OR 97001',
    latitude: 45.5203,
    longitude: -123.8431,
    phone: '(555) 010-0142',
    description: 'Our ovens are here. Sit in by the window, or on the bench outside when the sun is out.',
    aliases: ['Harbor & Rye'],
  },
  {
    uniqueId: 'northside-kiosk',
    title: 'Northside Kiosk',
    formattedAddress: 'Corner of Birch Ave & 9th, Port Alder, OR 97003',
    latitude: 45.5352,
    longitude: -123.8298,
    phone: '(555) 010-0143',
    description: 'A window by the ferry stop: bread and coffee to go from 6:30.',
  },
  {
    uniqueId: 'rye-lane-market',
    title: 'Rye Lane Market stall',
    formattedAddress: 'Rye Lane Farmers’ Market, stall 12, Alder Falls, OR 97010',
    latitude: 45.4871,
    longitude: -123.7712,
    phone: '',
    description: 'Saturdays, May to October: loaves, pastries and Tillman Mill flour by the kilo.',
  },
  {
    uniqueId: 'saltmarsh-market',
    title: 'Saltmarsh Farmers’ Market stall',
    formattedAddress: 'Saltmarsh Farmers’ Market, 2 Dock Road, Port Alder, OR 97002',
    latitude: 45.5108,
    longitude: -123.862,
    phone: '',
    description: 'Thursday afternoons by the boat ramp: the week’s rye and a few cardamom knots.',
  },
  {
    uniqueId: 'lantern-cafe',
    title: 'The Lantern Café (partner)',
    formattedAddress: '221 Cedar Street, Port Alder, OR 97001',
    latitude: 45.5261,
    longitude: -123.8377,
    phone: '(555) 010-0178',
    description: 'Our bread on their toast, every morning; a few loaves for sale at the counter.',
  },
];
