/**
 * What names the demo agency: its name, its region and its towns, its postcode and its phone. The
 * product's messages name none of them (issue 29: the demo is data, like any agency);
 * ./traces.test.ts checks the message files against this list. ("Leien", slates in Dutch, is a word.)
 */
export const DEMO_TRACES: readonly RegExp[] = [
  /immo ?leie/i,
  /\bLeie\b/,
  /Leiestreek/i,
  /\bLys\b/,
  /Deinze/i,
  /\b9800\b/,
  /\b(Gent|Gand|Ghent)\b/,
  /Nazareth/i,
  /386 ?12 ?34|093861234/,
];
