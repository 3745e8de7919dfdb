/** What the seeded jobs ask for, and what simulated workers send in. */

export interface JobTemplate {
  summary: string;
  description: string;
  category: string;
  tags: string[];
  /** Sample entries a worker might send for it. */
  entries: string[];
}

export const JOB_TEMPLATES: JobTemplate[] = [
  {
    summary: 'Name our open-source log viewer',
    description:
      'We are releasing a small terminal log viewer and need a name. Send one name with a sentence on why it fits. Short, pronounceable, and free as a package name on npm and crates.io.\n\nWe will pick the names we like best; the winners share the pool.',
    category: 'Writing & Translation',
    tags: ['naming', 'open source', 'cli'],
    entries: [
      '“Tailspin”: it follows your logs as they spin by, and both package names are free.',
      '“Lumberyard”: logs, stacked neatly.',
      '“Grepwise”: what the tool makes you.',
    ],
  },
  {
    summary: 'Logo concept for a coffee subscription',
    description:
      'A monthly coffee subscription for remote teams needs a first logo concept. Attach a PNG or JPEG mockup (square, at least 512 px) and one line on the idea. Warm colours, no coffee bean clichés.',
    category: 'Design & Creative',
    tags: ['logo', 'branding', 'image'],
    entries: [
      'A mug whose steam forms a calendar page: the monthly ritual.',
      'Two overlapping speech bubbles in espresso brown: coffee as a team chat.',
      'A stamp-style roundel, like a postmark: it arrives every month.',
    ],
  },
  {
    summary: 'Translate a product FAQ into Spanish',
    description:
      'Translate our 12-question FAQ (attached) into neutral Latin American Spanish. Keep the product names in English. Paste the translation as text; no machine translation without review.',
    category: 'Writing & Translation',
    tags: ['translation', 'spanish', 'faq'],
    entries: [
      '¿Qué incluye el plan gratuito? El plan gratuito incluye… (12 respuestas traducidas)',
      'Traducción completa de las 12 preguntas, revisada dos veces.',
    ],
  },
  {
    summary: 'Find bugs in our signup flow',
    description:
      'Try to break the signup flow of our staging site (link in the attachment). Report each bug with steps to reproduce, what you expected and what happened. One report per entry; duplicates of known issues do not count.',
    category: 'Programming & Tech',
    tags: ['qa', 'testing', 'bug bounty'],
    entries: [
      'Steps: enter an email with a trailing space → the form accepts it but login later fails. Expected: trimmed email.',
      'Pasting a 300-character name freezes the page for ~4 s.',
      'The password rules are shown only after the first failed attempt.',
    ],
  },
  {
    summary: 'Write a 60-second explainer script',
    description:
      'Write a script for a 60-second video that explains what an x402 payment is to a small-shop owner. Plain words, one example, a clear closing line. Around 150 words.',
    category: 'Video & Animation',
    tags: ['script', 'explainer', 'payments'],
    entries: [
      '“You know how a shop bell rings when someone walks in? x402 is the bell for the internet…”',
      'A script in three beats: the problem, one purchase walked through, the closing line “paid, like a tap”.',
    ],
  },
  {
    summary: 'Summarize five papers on retrieval-augmented generation',
    description:
      'Read the five papers linked in the brief and write a one-paragraph summary of each, then three bullet points on where they disagree. Cite the section you draw from. Plain text, at most 800 words.',
    category: 'Data & Research',
    tags: ['research', 'summary', 'ai'],
    entries: [
      'Paper 1 argues that retrieval quality matters more than model size (sec. 4)…',
      'Five summaries and the three disagreements: chunk size, reranking, and evaluation sets.',
    ],
  },
  {
    summary: 'Jingle for a podcast intro',
    description:
      'A 5–8 second jingle for a weekly podcast about indie games. Upbeat, chiptune welcome. Send a link to the audio and describe the instruments used.',
    category: 'Music & Audio',
    tags: ['jingle', 'podcast', 'audio'],
    entries: [
      'Chiptune arpeggio in C major, 6 s, square and triangle waves.',
      'A bright 8-bit fanfare ending on a coin sound.',
    ],
  },
  {
    summary: 'Tagline for a budgeting app',
    description:
      'Our budgeting app helps couples plan shared expenses. We need a tagline under eight words. Send up to three options in one entry.',
    category: 'Marketing',
    tags: ['tagline', 'copywriting', 'fintech'],
    entries: [
      '1) Money talks. Now you both do. 2) Two wallets, one plan. 3) Split bills, not hairs.',
      '“Plan together, spend happier.”',
      '“Your shared money, finally on the same page.”',
    ],
  },
  {
    summary: 'Clean a CSV of 2,000 product rows',
    description:
      'The attached CSV has duplicated products, mixed currencies and broken category names. Return a cleaned file and a short note of every rule you applied. Keep the original IDs.',
    category: 'Data & Research',
    tags: ['data cleaning', 'csv', 'spreadsheets'],
    entries: [
      'Cleaned: 1,874 rows kept, 126 duplicates merged by SKU; prices normalized to USD at the listed date.',
      'Rules: trim whitespace, unify category case, drop rows without SKU (14).',
    ],
  },
  {
    summary: 'Icon set for a weather widget',
    description:
      'Design six weather icons (sun, cloud, rain, snow, storm, fog) in one consistent line style. Attach them as one PNG sheet. 2 px stroke at 48 px.',
    category: 'Design & Creative',
    tags: ['icons', 'ui', 'image'],
    entries: [
      'Six icons on one sheet, rounded caps, 2 px stroke.',
      'Line icons with a small accent colour per condition.',
    ],
  },
  {
    summary: 'Review our smart contract for reentrancy',
    description:
      'Review the attached Solidity contract (about 300 lines) for reentrancy and access-control issues. List each finding with severity, the line, and a fix. No automated tool dumps without triage.',
    category: 'Crypto & Web3',
    tags: ['audit', 'solidity', 'security'],
    entries: [
      'High: withdraw() updates the balance after the external call (line 212). Fix: checks-effects-interactions.',
      'Medium: setFee() lacks onlyOwner (line 88).',
    ],
  },
  {
    summary: 'Thread idea for our launch week',
    description:
      'Propose a five-post thread for the launch of our developer tool. Post 1 must hook without hype. Send the five posts as text.',
    category: 'Marketing',
    tags: ['social', 'launch', 'thread'],
    entries: [
      '1/ We spent a year deleting features. Here is what was left…',
      '1/ Your CI takes 14 minutes. Ours takes 3. Here is the one change…',
    ],
  },
  {
    summary: 'Prompt set for customer-support triage',
    description:
      'Write a system prompt and five test messages that sort incoming support emails into billing, bug, feature request and other. Show the expected label for each test message.',
    category: 'AI Services',
    tags: ['prompt engineering', 'support', 'llm'],
    entries: [
      'System prompt with label definitions and two examples each; five tests with expected labels.',
      'A compact prompt using a decision list, tested against the five messages.',
    ],
  },
  {
    summary: 'Proofread a 1,500-word blog post',
    description:
      'Proofread the attached post for grammar, clarity and consistency (US English). Return the corrected text and a list of the ten most important changes.',
    category: 'Writing & Translation',
    tags: ['proofreading', 'editing', 'blog'],
    entries: [
      'Corrected text attached as a note; top changes: tense consistency, two dangling modifiers, …',
      'Edited for clarity; cut 140 words without losing content.',
    ],
  },
  {
    summary: 'Landing page hero illustration',
    description:
      'An illustration for the hero section of a note-taking app: a calm desk scene, flat style, our two brand colours (in the brief). Attach a PNG at 1600×900.',
    category: 'Design & Creative',
    tags: ['illustration', 'landing page', 'image'],
    entries: [
      'A desk at dawn with a floating notebook, brand teal and sand.',
      'Isometric desk with sticky notes turning into cards.',
    ],
  },
  {
    summary: 'Benchmark three JSON parsers',
    description:
      'Benchmark three JSON parsers of your choice in one language on the attached files. Report median and p99 parse times with the machine used and the exact command.',
    category: 'Programming & Tech',
    tags: ['benchmark', 'performance', 'json'],
    entries: [
      'Rust: serde_json vs simd-json vs sonic-rs; medians 41/19/17 ms on an M2.',
      'Go: encoding/json vs goccy vs sonic; full command lines included.',
    ],
  },
  {
    summary: 'Short story opening, 300 words',
    description:
      'Write the first 300 words of a short story that starts in a night market. It must end on a question the reader wants answered.',
    category: 'Writing & Translation',
    tags: ['fiction', 'creative writing'],
    entries: ['The lantern seller only took payment in secrets…', 'At the last stall, someone was selling yesterday.'],
  },
  {
    summary: 'Competitor pricing table',
    description:
      'Compile the current public prices of five named competitors (in the brief) into one table: plan names, monthly and yearly price, seat limits. Link every source.',
    category: 'Data & Research',
    tags: ['market research', 'pricing'],
    entries: [
      'Table of 5 competitors × 3 plans with sources, checked today.',
      'Prices and seat limits, plus two notes on hidden fees.',
    ],
  },
  {
    summary: 'Test our onboarding emails in five clients',
    description:
      'Open our three onboarding emails (HTML in the brief) in five email clients and report rendering problems with screenshots described in words.',
    category: 'Programming & Tech',
    tags: ['email', 'qa', 'html'],
    entries: [
      'Outlook desktop drops the button radius and the dark-mode logo is invisible.',
      'Gmail app clips email 2 at 102 KB.',
    ],
  },
  {
    summary: 'Meme for a developer conference',
    description:
      'Make one meme about waiting for CI to finish, for our booth screen. Attach it as an image; keep it kind.',
    category: 'Marketing',
    tags: ['meme', 'community', 'image'],
    entries: [
      '“CI is green” / “CI is green on my branch”: two astronauts.',
      'A loading bar that becomes a coffee cup.',
    ],
  },
  {
    summary: 'Map the accessibility issues of a form',
    description:
      'Audit the signup form in the brief against WCAG 2.2 AA. List each issue with the criterion number and a fix.',
    category: 'Programming & Tech',
    tags: ['accessibility', 'audit', 'forms'],
    entries: [
      '1.3.1: labels not associated with inputs; 2.4.7: focus ring removed in CSS.',
      'Error messages are colour-only (1.4.1); fix with icon and text.',
    ],
  },
  {
    summary: 'Repost our release announcement',
    description:
      'Repost our release announcement (link in the brief) from an account older than three months and send the link to your repost.',
    category: 'Marketing',
    tags: ['social', 'repost'],
    entries: ['https://x.com/example/status/1876543210000000001', 'https://x.com/example/status/1876543210000000002'],
  },
  {
    summary: 'Voice-over for a 30-second ad',
    description:
      'Record the 70-word script in the brief in a warm, unhurried voice. Send a link to a WAV or MP3 and say what microphone you used.',
    category: 'Music & Audio',
    tags: ['voice over', 'ad'],
    entries: ['WAV, 29.5 s, recorded on an SM7B, light compression.', 'MP3 320 kbps, two takes: calm and upbeat.'],
  },
  {
    summary: 'Business name for a bike repair van',
    description: 'A mobile bike repair service in a mid-sized city needs a name. Send one name and a one-line reason.',
    category: 'Business',
    tags: ['naming', 'local business'],
    entries: ['“Spoke & Go”: repairs that come to you.', '“Chain Reaction”: because it keeps you moving.'],
  },
];

/** Winner-facing notes simulated workers add to some entries. */
export const ENTRY_SIGNOFFS = ['Happy to adjust.', 'Thanks for running this!', 'Sources on request.', ''];
