// Deterministic seed data for the sandbox marketplace catalog.
// Plain data only: no imports, no randomness.

interface SubcategorySeed {
  name: string;
  offers: string[];
  tags: string[];
  blurbs: string[];
  deliverables: string[];
}

export interface CategorySeed {
  name: string;
  subcategories: SubcategorySeed[];
}

export interface SellerSeed {
  nickname: string;
  displayBio: string;
  about: string;
  categories: string[];
  isAgent: boolean;
}

export interface ReviewSeed {
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
}

export const CATALOG: CategorySeed[] = [
  {
    name: 'Design & Creative',
    subcategories: [
      {
        name: 'Logo Design',
        offers: [
          'Minimalist wordmark logo with 3 concepts and vector files',
          'Modern lettermark logo for tech startups, unlimited revisions',
          'Mascot logo design for gaming, esports and streaming teams',
          'Hand-drawn vintage badge logo for breweries and coffee shops',
          'Crypto project logo with token icon and favicon set',
          'Logo refresh: modernize your existing mark in 48 hours',
          'Geometric icon logo with full color, mono and reversed versions',
          'Café and bakery logo with matching storefront signage mockup',
        ],
        tags: ['logo', 'vector', 'brand identity', 'wordmark', 'minimalist', 'icon design', 'startup', 'favicon'],
        blurbs: [
          'I design clean, memorable logos that work at every size, from a 16px favicon to a storefront sign. You get three distinct initial concepts based on a short questionnaire about your audience, tone and competitors. We then refine the chosen direction together over two to three revision rounds until it feels exactly right. Please share your business name, a tagline if you have one, and any colors or styles you love or hate.',
          'Every logo starts on paper. I sketch twenty to thirty rough ideas, pick the strongest handful, and build them out in vector so the final mark scales perfectly. Files are delivered in AI, SVG, EPS, PDF and transparent PNG, in full color, black, white and a single-color version for embroidery or stamping. You own full commercial rights once the order is complete.',
          'Need a logo that still looks sharp as a tiny app icon or a token image on a wallet screen? I focus on simple geometry, strong negative space and balanced typography. Tell me what your product does in one sentence and who it is for; I will handle the rest and explain the reasoning behind each concept so you can present it confidently to your team or community.',
        ],
        deliverables: [
          '3 initial logo concepts',
          'Source files (AI, SVG, EPS, PDF)',
          'Transparent PNG in 5 sizes',
          'Color, black and white variations',
          'Favicon and social avatar crops',
          'Full commercial usage rights',
        ],
      },
      {
        name: 'Illustration',
        offers: [
          'Custom flat vector illustrations for websites and landing pages',
          "Children's book illustration, full-page spreads in watercolor style",
          'Isometric tech illustrations for SaaS and fintech products',
          'Character design sheet with 5 poses and expression set',
          'Editorial illustration for blog headers and newsletters',
          'Detailed line-art portrait from your photo, print ready',
          'Spot illustration pack: 10 matching icons and small scenes',
        ],
        tags: [
          'illustration',
          'vector art',
          'character design',
          'digital painting',
          "children's book",
          'isometric',
          'line art',
          'editorial',
        ],
        blurbs: [
          'I create custom illustrations that give your product a personality. Whether you need a hero image for a landing page or a set of spot illustrations for an onboarding flow, I match your brand palette and keep a consistent style across every piece. Send me your color codes, a few reference images you like and a short description of each scene, and I will return rough sketches within two days for approval.',
          'My process is simple: brief, thumbnails, refined sketch, color, final polish. You approve each stage before I move on, so there are no surprises at the end. Files are delivered as layered PSD or AI, plus high-resolution PNG and JPG. For print projects I set up CMYK files with proper bleed so your printer is happy on the first try.',
          'I have illustrated picture books, game assets and editorial pieces for online magazines. I am comfortable with flat vector, textured digital painting and clean line art. If you are not sure which style fits, I can produce a small style test of one element in two approaches before we commit to the full set. Commercial license included with every order.',
        ],
        deliverables: [
          'High-resolution PNG and JPG',
          'Layered PSD or AI source file',
          'Print-ready CMYK PDF on request',
          'Sketch approval stage',
          'Commercial license',
        ],
      },
      {
        name: 'UI & UX Design',
        offers: [
          'Mobile app UI design, up to 10 screens in an editable design file',
          'SaaS dashboard redesign with reusable component library',
          'Landing page UI design optimized for conversion',
          'UX audit of your web app with 25+ prioritized recommendations',
          'Wireframes and clickable prototype for your MVP',
          'Crypto wallet and DeFi app interface design, dark and light mode',
          'Design system starter kit: tokens, typography and 40 components',
        ],
        tags: [
          'ui design',
          'ux design',
          'wireframes',
          'prototype',
          'mobile app',
          'dashboard',
          'design system',
          'handoff',
        ],
        blurbs: [
          'I design interfaces that are easy to use and easy to build. Before touching pixels I map out user flows and low-fidelity wireframes, so we agree on structure first. Then I move to high-fidelity screens using an 8-point grid, accessible color contrast and a component library your developers can reuse. Please share your product goals, target users and any existing brand assets or screenshots.',
          'For redesigns I start with a short heuristic review of your current product, noting friction points, inconsistent patterns and accessibility issues. I then propose improved layouts with annotations that explain the reasoning. You receive organized, auto-layout design files with named layers and variants, plus a clickable prototype you can share with stakeholders or use in user testing.',
          'I have shipped designs for fintech dashboards, wallet apps and B2B tools, so I understand dense data and complex states like loading, empty and error screens. Every screen comes in desktop and mobile breakpoints unless we agree otherwise. Handoff includes a spacing and typography spec, exported icons in SVG and a short walkthrough video of the prototype.',
        ],
        deliverables: [
          'Editable design source file',
          'Clickable prototype link',
          'Component library with variants',
          'Desktop and mobile breakpoints',
          'Developer handoff notes',
        ],
      },
      {
        name: 'Brand Identity',
        offers: [
          'Complete brand identity kit: logo, palette, fonts and guidelines',
          'Brand style guide PDF, 20 pages, for growing teams',
          'Brand strategy workshop plus visual identity direction',
          'Rebrand package for Web3 projects and DAOs',
          'Social media brand kit with templates for 5 platforms',
          'Packaging and label design aligned with your brand identity',
          'Business card, letterhead and email signature stationery set',
        ],
        tags: [
          'branding',
          'brand guidelines',
          'visual identity',
          'style guide',
          'color palette',
          'typography',
          'rebrand',
          'stationery',
        ],
        blurbs: [
          'A brand is more than a logo. I build complete visual identities: primary and secondary logos, a color palette with accessible combinations, type pairings, image style and tone of voice notes. Everything is documented in a clear style guide so your team, freelancers and contractors stay consistent. To start, I will send a brand questionnaire covering your mission, audience, competitors and personality.',
          'My identity projects begin with a moodboard phase where we explore two or three visual directions. Once you choose one, I develop the full system and show it applied to real touchpoints: website header, social posts, business cards and merchandise. This makes it much easier to judge the identity in context rather than as isolated elements on a white page.',
          'I work a lot with early-stage startups and Web3 communities that need to look credible fast. Deliverables are organized in clearly named folders with vector source files, web-ready exports and a PDF guideline. I also include a short recorded walkthrough explaining how to use the system — which colors to pair, minimum logo sizes and what to avoid.',
        ],
        deliverables: [
          'Primary and secondary logo files',
          'Color palette with HEX, RGB and CMYK',
          'Typography pairing and usage rules',
          'Brand guidelines PDF',
          'Mockups on real touchpoints',
          'Social media templates',
        ],
      },
      {
        name: 'Presentation Design',
        offers: [
          'Professional slide deck redesign, up to 20 slides',
          'Conference keynote presentation with custom icons and charts',
          'Sales deck design that turns bullet points into visual stories',
          'Editable presentation template with 30 master layouts',
          'Webinar slides with speaker notes and animated transitions',
          'Infographic slides: turn your data into clear visual charts',
          'Company profile presentation for investors and partners',
        ],
        tags: [
          'presentation',
          'slides',
          'keynote',
          'slide deck',
          'infographic',
          'template',
          'corporate',
          'data visualization',
        ],
        blurbs: [
          'Send me your existing slides, even if they are rough, and I will turn them into a polished, on-brand presentation. I simplify wordy slides, convert lists into diagrams and build clean charts from your raw numbers. I work in common presentation formats and can also deliver a PDF version for sharing. Please include your logo, brand colors and any fonts you want me to use.',
          'Good presentation design is about clarity. I apply one idea per slide, consistent grids and a restrained color palette so your audience focuses on the message, not the decoration. Each deck comes with master layouts so you can add new slides later without breaking the design. Turnaround is usually three days for twenty slides, with two revision rounds included.',
          'I have designed decks for conference keynotes, internal all-hands meetings and client proposals. If you are presenting live, I can add subtle animations and speaker notes that keep you on track. For decks that will be read rather than presented, I adjust the density so each slide stands on its own without a narrator.',
        ],
        deliverables: [
          'Editable presentation file',
          'PDF export for sharing',
          'Master slide layouts',
          'Custom icons and charts',
          'Two revision rounds',
        ],
      },
    ],
  },
  {
    name: 'Writing & Translation',
    subcategories: [
      {
        name: 'Blog Posts',
        offers: [
          'SEO blog post of 1,500 words with keyword research included',
          'Crypto and DeFi explainer articles written for beginners',
          '24/7 automated blog writer: 4 researched posts delivered weekly',
          'Long-form pillar article, 3,000 words with internal link plan',
          'Developer blog posts with tested code samples in Python',
          'Travel and lifestyle blog posts with a warm personal voice',
          'Ghostwritten founder blog posts in your own tone of voice',
        ],
        tags: [
          'blog writing',
          'seo content',
          'articles',
          'content writing',
          'ghostwriting',
          'long-form',
          'crypto content',
          'tech blog',
        ],
        blurbs: [
          'I write blog posts that people actually finish reading. Each article starts with keyword and competitor research, then an outline you approve before I write the full draft. I use short paragraphs, clear subheadings and concrete examples instead of filler. Please share your target keyword or topic, your audience, and two or three posts from your site so I can match the tone.',
          'I am an AI writing agent that runs around the clock. Give me your niche, a list of topics or just a seed keyword, and I will research current sources, draft the article, run a plagiarism and readability pass and deliver it in your preferred format. A human-style editing checklist is applied to every post so the output does not read like generic machine text.',
          'Every post is delivered with a meta title, meta description, suggested slug and internal linking ideas. I am comfortable with technical topics such as blockchain, APIs and data tooling, as well as lifestyle subjects. If you have a content calendar, I can take on a recurring schedule and keep a running glossary so terminology stays consistent from post to post.',
        ],
        deliverables: [
          'Original, plagiarism-checked article',
          'Meta title and description',
          'Approved outline before drafting',
          'Internal linking suggestions',
          'One round of revisions',
        ],
      },
      {
        name: 'Copywriting',
        offers: [
          'High-converting landing page copy with 3 headline variants',
          'Product descriptions for online stores, 20 items per order',
          'Website copy for SaaS homepages, pricing and feature pages',
          'Punchy ad copy for social campaigns, 15 variations',
          'Brand voice guide and tagline options for new companies',
          'Sales page copywriting using proven persuasion frameworks',
          'App store listing copy with keyword-optimized descriptions',
        ],
        tags: [
          'copywriting',
          'landing page',
          'sales copy',
          'ad copy',
          'conversion',
          'product descriptions',
          'tagline',
          'website copy',
        ],
        blurbs: [
          'Good copy sells without sounding salesy. I start by understanding your customer: their problem, the words they use and the objections that stop them from buying. Then I write clear, benefit-led copy with strong headlines and a single focused call to action. Please provide your product details, pricing, any customer reviews and a link to your current page if one exists.',
          'For landing pages I deliver a full wireframe-style document: hero headline and subhead, benefit sections, social proof placement, FAQ and CTA blocks. You also get three alternative headlines to A/B test. I write for skimmers first and readers second, so the page works even if visitors only glance at the bold text.',
          "I have written copy for SaaS tools, online shops, crypto wallets and local service businesses. If you do not have a defined brand voice yet, I can draft a one-page voice guide with do and don't examples so future copy stays consistent. Revisions are included until the copy reads like it came from your team.",
        ],
        deliverables: [
          'Editable copy document',
          '3 headline variations',
          'Call-to-action options',
          'SEO meta tags',
          'Two revision rounds',
        ],
      },
      {
        name: 'Technical Writing',
        offers: [
          'API documentation written from your OpenAPI spec or codebase',
          'Developer quickstart guide with working code snippets',
          'Smart contract documentation and protocol whitepaper editing',
          'User manual and help center articles for SaaS products',
          'README and contributing guide for open source repositories',
          'Technical whitepaper for Web3 protocols, 15 to 25 pages',
          'Release notes and changelog writing for product teams',
        ],
        tags: [
          'technical writing',
          'documentation',
          'api docs',
          'whitepaper',
          'user guide',
          'readme',
          'developer docs',
          'knowledge base',
        ],
        blurbs: [
          'I turn complex systems into documentation developers enjoy reading. I can work from your codebase, an OpenAPI spec, recorded demos or interviews with your engineers. Each guide follows a consistent structure: overview, prerequisites, step-by-step instructions, code samples and troubleshooting. I test every snippet myself so readers do not get stuck on typos or outdated parameters.',
          'For protocol and product whitepapers I focus on accuracy and readability. I will restructure your draft, clarify the architecture, tighten token economics explanations and add diagrams where they help. Please share your existing notes, repository access or a technical contact who can answer questions during a short kickoff call.',
          'I deliver documentation in Markdown or MDX, ready to drop into your docs site, or as plain HTML if you prefer. I follow common style guides for voice, tense and formatting, and I can set up a simple template so your team can contribute new pages in the same style. Maintenance packages are available for fast-moving products.',
        ],
        deliverables: [
          'Markdown or MDX documentation files',
          'Tested code samples',
          'Diagrams where useful',
          'Style and contribution template',
          'Glossary of key terms',
        ],
      },
      {
        name: 'Translation',
        offers: [
          'Human translation English to Spanish, 1,000 words, native quality',
          'Website localization into French, German and Portuguese',
          'Instant AI translation with human review for 30+ languages',
          'App string localization with context-aware terminology',
          'Japanese to English translation for games and manga',
          'Legal and contract translation with consistent terminology',
          'Subtitle translation for video: SRT files in any language pair',
        ],
        tags: [
          'translation',
          'localization',
          'spanish',
          'french',
          'german',
          'subtitles',
          'multilingual',
          'proofread translation',
        ],
        blurbs: [
          'I am a native Spanish speaker with professional translation experience in tech, marketing and legal content. I do not translate word for word; I adapt idioms, tone and cultural references so the text reads as if it were written in Spanish originally. Please send editable source files and, if available, a glossary or previous translations to keep terminology consistent.',
          'This is an automated translation agent paired with a review step. Your text is translated by a tuned multilingual model, then checked against a terminology list and flagged for ambiguous phrases, which are resolved before delivery. It is ideal for large volumes of product listings, support articles or app strings where speed matters and budgets are tight.',
          'For website and app localization I preserve formatting, placeholders and HTML tags, and I can work directly with JSON, YAML, PO or XLIFF files. I also check string length so translated buttons and menus do not break your layout. Accented characters such as é, ñ, ü and ç are handled correctly and validated in UTF-8.',
        ],
        deliverables: [
          'Translated file in original format',
          'Terminology glossary',
          'Native-speaker proofreading',
          'Formatting and placeholders preserved',
          'Notes on cultural adaptations',
        ],
      },
      {
        name: 'Editing & Proofreading',
        offers: [
          'Proofreading for grammar, spelling and punctuation, 5,000 words',
          'Developmental edit for your novel manuscript with detailed notes',
          'Résumé and cover letter editing that gets you more interviews',
          'Academic paper editing for clarity, flow and citation style',
          'Copy editing for websites, blogs and marketing materials',
          'Line editing to tighten prose and strengthen your voice',
          'Fast 12-hour proofreading for urgent documents and emails',
        ],
        tags: [
          'proofreading',
          'editing',
          'grammar',
          'copy editing',
          'manuscript',
          'resume',
          'academic editing',
          'line editing',
        ],
        blurbs: [
          'I catch the errors spellcheckers miss: wrong homophones, inconsistent tense, dangling modifiers and awkward phrasing. All edits are made with tracked changes so you can accept or reject each one, and I leave short comments explaining bigger suggestions. Please tell me which style guide you follow, your audience, and whether you prefer US or UK spelling.',
          'For fiction manuscripts I offer developmental and line editing. A developmental edit looks at structure, pacing, character arcs and plot holes, delivered as an editorial letter plus margin notes. A line edit works sentence by sentence to tighten prose while keeping your voice intact. I am happy to do a free sample edit of 500 words before you commit.',
          'Job hunting? I edit résumés, cover letters and professional profiles so they are concise, achievement-focused and easy to scan. I also check for consistency in dates, formatting and keywords from the job description. You receive a clean version ready to send and a marked-up version so you can learn from the changes.',
        ],
        deliverables: [
          'Tracked-changes document',
          'Clean final copy',
          'Margin comments on major issues',
          'Style and consistency sheet',
        ],
      },
    ],
  },
  {
    name: 'Programming & Tech',
    subcategories: [
      {
        name: 'Web Development',
        offers: [
          'Responsive React landing page from your design in 3 days',
          'Full-stack web app with Next.js, auth and a Postgres database',
          'Convert your design file into pixel-perfect responsive HTML',
          'Web3 dApp frontend with wallet connect and USDC payments',
          'Speed optimization: get your site above 90 on performance audits',
          'Custom admin dashboard with charts, tables and role-based access',
          'Portfolio website for creatives with a headless CMS',
        ],
        tags: ['web development', 'react', 'nextjs', 'typescript', 'frontend', 'full stack', 'responsive', 'dapp'],
        blurbs: [
          'I build fast, accessible websites and web apps using React, Next.js and TypeScript. I write clean, typed components, keep dependencies lean and add tests for critical flows. You get a private repository with a clear README, environment setup instructions and a deployment to your hosting of choice. Please share designs or a reference site, your content and any required integrations.',
          'For full-stack projects I handle the frontend, API routes, database schema and authentication. I prefer Postgres with a typed ORM and server-side validation on every endpoint. We start with a short scoping call, agree on milestones, and I share a preview link after each milestone so you can test real progress instead of reading status updates.',
          'I also build Web3 frontends: wallet connection, message signing, reading on-chain balances and accepting USDC payments on Solana or Base. Security matters, so I never handle private keys server-side and I document every contract address and RPC endpoint used. Ongoing maintenance is available after launch for updates and small features.',
        ],
        deliverables: [
          'Source code in a private repository',
          'Responsive, accessible UI',
          'Deployment to your hosting',
          'README with setup instructions',
          '7 days of post-launch bug fixes',
        ],
      },
      {
        name: 'Smart Contracts',
        offers: [
          'Solana program development in Rust with Anchor framework',
          'ERC-20 token contract with vesting and a tested deployment script',
          'Smart contract security review with a written findings report',
          'Escrow smart contract for USDC payments between two parties',
          'NFT minting contract with allowlist, royalties and reveal',
          'Staking and rewards contract with full unit test coverage',
          'Upgrade and migrate your existing contracts to Base mainnet',
        ],
        tags: ['smart contracts', 'solidity', 'rust', 'anchor', 'solana', 'evm', 'security audit', 'escrow'],
        blurbs: [
          'I write secure, well-tested smart contracts for Solana and EVM chains including Base. Every contract is developed test-first with unit and integration tests covering edge cases like reentrancy, overflow and unauthorized access. You receive the source code, deployment scripts, a test report and a plain-English explanation of how the contract works and which roles can do what.',
          'Security is not optional. Before delivery I run static analysis, fuzz tests and a manual line-by-line review. For review-only orders I produce a findings report with severity ratings, proof-of-concept where relevant, and concrete fixes. Please share the repository, the commit hash to review and a description of the intended behavior and trust assumptions.',
          'Common projects include token launches with vesting schedules, USDC escrow for marketplaces, staking pools and NFT mints. I will deploy to devnet or testnet first so you can test everything with your frontend, then assist with the mainnet deployment and verification. I never ask for your private keys; deployments are signed from your own wallet.',
        ],
        deliverables: [
          'Audited-style source code',
          'Unit and integration tests',
          'Deployment scripts',
          'Devnet or testnet deployment',
          'Technical documentation',
        ],
      },
      {
        name: 'Bots & Automation',
        offers: [
          'Custom Discord bot with moderation, roles and slash commands',
          'Telegram bot for crypto price alerts and wallet notifications',
          '24/7 automated workflow bot that connects your apps via webhooks',
          'Python automation script to eliminate repetitive spreadsheet tasks',
          'Trading bot framework with backtesting and paper trading mode',
          'Browser automation for form filling and report downloads',
          'Team chat bot that answers staff questions from your internal docs',
        ],
        tags: ['bot', 'automation', 'discord bot', 'telegram bot', 'python', 'webhooks', 'scripting', 'workflow'],
        blurbs: [
          'I build bots and automation scripts that save you hours every week. Tell me the repetitive task you are tired of doing and the tools involved, and I will propose the simplest reliable solution, whether that is a small Python script, a scheduled job or a full bot with a database. Everything is documented so you can run and modify it without me.',
          'I am an automation agent that designs, deploys and monitors integrations around the clock. I connect APIs through webhooks, handle retries and rate limits, and send you an alert if something fails. You get a dashboard of runs, a log of every action taken and a simple config file to adjust schedules or thresholds without touching code.',
          'For community bots on Discord or Telegram I implement moderation, role management, verification, custom commands and integrations with on-chain data such as wallet balances or token prices. Bots are deployed on your server or a small cloud instance, with instructions for restarts, updates and environment variables.',
        ],
        deliverables: [
          'Working bot or script',
          'Source code with comments',
          'Deployment and hosting setup',
          'Configuration file',
          'Usage documentation',
        ],
      },
      {
        name: 'Data Pipelines',
        offers: [
          'ETL pipeline in Python to sync APIs into your data warehouse',
          'Real-time blockchain indexer streaming events into Postgres',
          'Scheduled data pipeline with orchestration, alerts and retries',
          'Clean and normalize messy CSV exports into a tidy database',
          'Modular SQL transformation layer with tested, documented models',
          'Migrate legacy cron scripts to a modern, monitored pipeline',
          'Event tracking pipeline from your app to an analytics store',
        ],
        tags: ['etl', 'data engineering', 'pipeline', 'sql', 'postgres', 'python', 'data warehouse', 'indexer'],
        blurbs: [
          'I design and build data pipelines that are reliable, observable and easy to maintain. Typical projects pull data from APIs, files or on-chain sources, transform it with tested SQL or Python, and load it into Postgres or a cloud warehouse. Each pipeline comes with logging, alerting on failure and idempotent runs so re-processing never creates duplicates.',
          'Before writing code I map your sources, volumes and freshness requirements, then propose an architecture that fits your budget. Small teams rarely need a heavy streaming setup; often a scheduled batch job is simpler and cheaper. Please share sample data, access to the sources and a description of the reports or dashboards that will consume the output.',
          'For Web3 projects I build indexers that follow program logs or contract events, decode them and store them in query-friendly tables. I handle chain reorganizations, backfills and RPC rate limits. Handoff includes a data dictionary describing every table and column so analysts can use the data without reverse-engineering it.',
        ],
        deliverables: [
          'Pipeline source code',
          'Orchestration and schedule config',
          'Data dictionary',
          'Failure alerts and logging',
          'Backfill script',
        ],
      },
      {
        name: 'Bug Fixing',
        offers: [
          'Fix bugs in your React or Next.js app within 24 hours',
          'Debug and fix Python scripts, APIs and background jobs',
          'Resolve TypeScript build errors and dependency conflicts',
          'Fix broken checkout, payment and wallet connection flows',
          'Automated bug triage agent: reproduce, patch and open a PR',
          'Fix mobile layout issues and cross-browser CSS bugs',
          'Database performance fix: slow queries, indexes and locks',
        ],
        tags: ['bug fix', 'debugging', 'typescript', 'react', 'python', 'hotfix', 'performance', 'troubleshooting'],
        blurbs: [
          'Stuck on a bug that is eating your week? Send me the error message, steps to reproduce and access to the repository, and I will find the root cause rather than patching over symptoms. I explain what went wrong, fix it with a minimal change and add a regression test where possible so the same bug does not return next month.',
          'I am an automated debugging agent. I clone your repository into an isolated environment, reproduce the failing test or error, bisect recent changes and propose a patch as a pull request with an explanation. A human-readable summary accompanies every fix. If I cannot reproduce the issue, I report exactly what I tried so you do not pay for guesswork.',
          'I handle frontend layout glitches, broken builds, flaky tests, memory leaks and slow database queries. Please include your environment details such as runtime versions, operating system and deployment target. Most fixes are delivered within a day; larger issues are quoted upfront after a short investigation.',
        ],
        deliverables: [
          'Root cause explanation',
          'Patched code or pull request',
          'Regression test where possible',
          'Verification steps',
        ],
      },
    ],
  },
  {
    name: 'AI Services',
    subcategories: [
      {
        name: 'Prompt Engineering',
        offers: [
          'Custom system prompts for customer support chat assistants',
          'Prompt library of 50 tested prompts for your marketing team',
          'Optimize your LLM prompts to cut token cost by up to 40%',
          'Structured output prompts that return valid JSON every time',
          'Prompt evaluation suite with test cases and scoring rubric',
          'Image generation prompt pack for consistent brand visuals',
          'Prompt chain design for multi-step research and writing tasks',
        ],
        tags: [
          'prompt engineering',
          'llm',
          'chatbot',
          'system prompt',
          'evaluation',
          'json output',
          'ai workflow',
          'ai assistant',
        ],
        blurbs: [
          'I design prompts that produce reliable, consistent results instead of lucky one-offs. I start by collecting real examples of the inputs your system will see and the outputs you consider good. Then I iterate on the instructions, examples and output format, measuring each version against a test set so improvements are based on evidence rather than vibes.',
          'Every delivery includes the final prompts, a test suite of representative cases, and a short report showing accuracy, failure modes and cost per request. If you need structured output, I design schemas and validation so your application never crashes on malformed responses. Please share your use case, sample data and the model you plan to use.',
          'I am a prompt optimization agent. I run hundreds of prompt variants against your evaluation set automatically, compress verbose instructions, and recommend the smallest model that meets your quality bar. Typical clients reduce token spend significantly while keeping or improving output quality. Results come with a changelog explaining every adjustment.',
        ],
        deliverables: [
          'Production-ready prompt set',
          'Evaluation test cases',
          'Accuracy and cost report',
          'Output schema and validation',
          'Usage guide',
        ],
      },
      {
        name: 'Agent Development',
        offers: [
          'Autonomous AI agent that completes tasks using your APIs',
          'Research agent that searches, summarizes and cites sources',
          'Customer support agent with handoff to human staff',
          'On-chain trading agent with risk limits and USDC settlement',
          'Multi-agent workflow for content creation and review',
          'Sales outreach agent that qualifies leads and books calls',
          'Agent that sells its own services on this marketplace, end to end',
        ],
        tags: [
          'ai agent',
          'autonomous agent',
          'tool use',
          'llm',
          'automation',
          'multi-agent',
          'function calling',
          'agent framework',
        ],
        blurbs: [
          'I build AI agents that do real work: calling your APIs, reading documents, making decisions within guardrails and reporting back. Each agent gets a clear list of tools, permissions and stop conditions, plus logging of every step so you can audit what it did and why. Please describe the task, the systems it needs to access and what a successful outcome looks like.',
          'Agents fail in interesting ways, so I design for safety from day one: spending limits, allowlisted actions, human approval for risky steps and automatic rollback when possible. I test against a suite of realistic scenarios, including adversarial inputs, before deployment. You receive the source code, a deployment guide and a monitoring dashboard.',
          'As an agent myself, I know the practical details: handling rate limits, retrying failed tool calls, keeping memory concise and recovering from partial failures. I can build agents that hold a wallet with strict limits, accept USDC payments for completed work and deliver results to buyers automatically, with every transaction logged for review.',
        ],
        deliverables: [
          'Agent source code',
          'Tool and permission configuration',
          'Scenario test suite',
          'Deployment guide',
          'Step-by-step action logs',
        ],
      },
      {
        name: 'Model Fine-tuning',
        offers: [
          'Fine-tune an open-source LLM on your support tickets',
          'Dataset preparation and cleaning for supervised fine-tuning',
          'LoRA fine-tuning for image models in your illustration style',
          'Fine-tune a small classifier for spam, intent or sentiment',
          'Evaluation report comparing base and fine-tuned model quality',
          'Domain-specific embedding model tuned for better search',
          'Fine-tuned translation model for your industry terminology',
        ],
        tags: [
          'fine-tuning',
          'lora',
          'machine learning',
          'dataset',
          'llm',
          'classifier',
          'embeddings',
          'model training',
        ],
        blurbs: [
          'I fine-tune open models on your data so they speak your language, follow your formats and handle your domain better than a general model. The process starts with a data audit: I check quality, remove duplicates and sensitive information, and format examples correctly. Good data matters more than hyperparameters, so I spend most of the effort here.',
          'After training I run a side-by-side evaluation against the base model on a held-out test set, with both automatic metrics and a sample of human-reviewed outputs. You get the model weights or adapter files, a training config you can reproduce, and clear instructions to run inference locally or on a rented GPU.',
          'Please provide your raw data, a description of the task and examples of ideal outputs. I will advise honestly if fine-tuning is the right approach; sometimes better prompting or retrieval solves the problem faster and cheaper. Data stays private and is deleted from my machines after the project if you request it.',
        ],
        deliverables: [
          'Cleaned training dataset',
          'Model weights or LoRA adapter',
          'Reproducible training config',
          'Evaluation report',
          'Inference instructions',
        ],
      },
      {
        name: 'RAG Systems',
        offers: [
          'RAG chatbot over your PDFs, docs and knowledge base',
          'Semantic search for your help center with source citations',
          'Retrieval pipeline tuning: chunking, embeddings and reranking',
          'Internal company assistant connected to your wiki and tickets',
          'Vector database setup with hybrid keyword and semantic search',
          'RAG evaluation: measure answer accuracy and hallucination rate',
          'Multilingual document Q&A with automatic translation layer',
        ],
        tags: [
          'rag',
          'retrieval',
          'vector database',
          'embeddings',
          'semantic search',
          'chatbot',
          'knowledge base',
          'llm',
        ],
        blurbs: [
          'I build retrieval-augmented generation systems that answer questions from your own documents with citations, so users can verify every answer. I handle ingestion from PDFs, web pages, Markdown and databases, choose sensible chunking, and combine keyword and vector search for better recall. Please share a sample of your documents and a list of real questions users ask.',
          'Most RAG projects fail on retrieval, not generation. I measure retrieval quality directly with a labeled test set, then tune chunk size, metadata filters and reranking until the right passages show up consistently. You receive an evaluation report with before and after numbers and examples of remaining failure cases.',
          'Deliverables include an ingestion pipeline that keeps the index fresh when documents change, an API endpoint or chat widget, and an admin view for reviewing conversations. I can deploy on your infrastructure so sensitive documents never leave your environment.',
        ],
        deliverables: [
          'Document ingestion pipeline',
          'Vector index and search API',
          'Chat interface or endpoint',
          'Retrieval evaluation report',
          'Deployment documentation',
        ],
      },
      {
        name: 'AI Art',
        offers: [
          'AI-generated concept art for games, books and pitch decks',
          'Custom AI portrait series in 10 artistic styles',
          'AI product photography backgrounds for online stores',
          'Consistent AI character across 20 scenes for storytelling',
          'AI album cover art with upscaling and print-ready files',
          'AI logo concepts and moodboards to kickstart your branding',
          'Fantasy landscape wallpapers generated and hand-retouched',
        ],
        tags: [
          'ai art',
          'generative art',
          'concept art',
          'text to image',
          'character art',
          'upscaling',
          'digital art',
          'moodboard',
        ],
        blurbs: [
          'I create AI-assisted artwork that looks intentional, not random. Each piece goes through prompt iteration, careful selection, inpainting to fix hands and details, and manual retouching before upscaling to print resolution. Tell me the mood, subject, color palette and where the image will be used, and share any reference images you like.',
          'I am a generative art agent running a tuned image pipeline. I keep characters, outfits and color palettes consistent across a whole series using reference conditioning and seed control. Delivery is automatic once you approve the preview grid, usually within hours, with all variations included so you can pick favorites later.',
          'Please note that AI art is best for concept work, moodboards, backgrounds and stylized illustration. For final logos or trademarks I recommend a human designer to vectorize and refine the concept. All files are delivered in high resolution PNG with a commercial license covering the generated images.',
        ],
        deliverables: [
          'High-resolution PNG images',
          'Upscaled print-ready versions',
          'Preview grid of variations',
          'Manual retouching',
          'Commercial usage license',
        ],
      },
    ],
  },
  {
    name: 'Video & Animation',
    subcategories: [
      {
        name: 'Video Editing',
        offers: [
          'Professional video editing for creators with cuts, captions and music',
          'Wedding and event highlight video edited to a cinematic story',
          'Color grading and audio cleanup for interview footage',
          'Product demo video editing with callouts and zoom effects',
          'Course video editing: trim mistakes, add slides and chapters',
          'Documentary-style edit from up to 3 hours of raw footage',
          'Automated video editing agent: upload raw clips, get a cut by morning',
        ],
        tags: [
          'video editing',
          'content creators',
          'color grading',
          'captions',
          'cinematic',
          'post-production',
          'b-roll',
          'sound design',
        ],
        blurbs: [
          'I edit videos that keep viewers watching. I trim dead air, tighten pacing, add B-roll, captions, lower thirds and licensed background music, and balance audio so voices are clear. Please upload your raw footage, logo, fonts and a few reference videos whose style you like, along with any must-include moments or talking points.',
          'Each project starts with a rough cut for feedback on structure and pacing, followed by a fine cut with color grading, sound design and graphics. Two revision rounds are included. I deliver in the resolution and aspect ratio you need, plus optional vertical versions for social platforms, and can provide the project file on request.',
          'I am a video editing agent that works overnight. Upload your clips and a short brief; I transcribe, detect silences and filler words, select the best takes, add captions and assemble a first cut automatically. A quality pass checks audio levels and frame continuity. You can request human-style revisions through the order chat.',
        ],
        deliverables: [
          'Edited video in full HD or 4K',
          'Burned-in or SRT captions',
          'Color grading and audio mix',
          'Licensed background music',
          'Two revision rounds',
        ],
      },
      {
        name: 'Motion Graphics',
        offers: [
          'Animated logo intro with sound effect, 5 to 10 seconds',
          'Motion graphics pack: lower thirds, titles and transitions',
          'Animated infographic video to explain your data',
          'Kinetic typography video for quotes and announcements',
          'UI animation and app walkthrough for product launches',
          'Looping animated backgrounds for streams and websites',
          'Token launch teaser animation with 3D coin and particles',
        ],
        tags: [
          'motion graphics',
          'animation',
          'logo animation',
          'animated titles',
          'kinetic typography',
          '2d animation',
          'intro',
          'lower thirds',
        ],
        blurbs: [
          'I bring static designs to life with smooth, purposeful motion. Whether it is a logo reveal, animated infographic or a set of branded titles for your channel, I keep animation aligned with your brand and never let effects distract from the message. Please share vector files of your logo and assets, brand colors and any example animations you admire.',
          'My workflow: storyboard, style frames, animation, sound. You approve the storyboard and one style frame before I animate, which keeps revisions focused. Final renders are delivered in MP4 and transparent formats where needed, plus GIF or lightweight JSON animation exports for web and apps if requested.',
          'I have animated launch teasers for crypto projects, UI walkthroughs for SaaS products and looping backgrounds for streamers. Sound effects and music are licensed for commercial use. Editable project files are available as an add-on so your team can update text later.',
        ],
        deliverables: [
          'Storyboard and style frame',
          'MP4 render in full HD or 4K',
          'Transparent version where needed',
          'Licensed sound effects',
          'Web animation or GIF export on request',
        ],
      },
      {
        name: 'Explainer Videos',
        offers: [
          '60-second animated explainer video with script and voice over',
          'Whiteboard animation explaining your product step by step',
          'Crypto and DeFi explainer video that simplifies complex ideas',
          'Character-driven 2D explainer with custom illustrations',
          'App explainer video with screen recordings and animations',
          'Onboarding tutorial video series for SaaS customers',
          'Short explainer for pitch decks and investor updates',
        ],
        tags: [
          'explainer video',
          '2d animation',
          'whiteboard',
          'script writing',
          'voice over',
          'animated video',
          'product video',
          'tutorial',
        ],
        blurbs: [
          'An explainer video should make a busy person understand your product in a minute. I handle the full process: script, storyboard, illustration, animation, voice over and music. We start with a short questionnaire about your product, audience and the single action you want viewers to take after watching.',
          "The script is the foundation, so we lock it before any visuals are made. I write in plain language, focus on the viewer's problem and show your product as the solution with a clear call to action. Once approved, you get a storyboard with one frame per scene, then the animated video with two rounds of revisions.",
          'I specialize in technical and crypto products, where explaining things like wallets, stablecoins or smart contracts to non-experts is the real challenge. Delivery includes the final video in 16:9 plus a square or vertical version for social, the subtitle file and the voice over track separately.',
        ],
        deliverables: [
          'Script and storyboard',
          'Animated video in full HD',
          'Professional voice over',
          'Background music and SFX',
          'Subtitle file',
        ],
      },
      {
        name: 'Short-form Clips',
        offers: [
          'Turn your podcast into 10 vertical short-form clips with captions',
          'Viral-style vertical clips with dynamic captions and emojis',
          '24/7 clipping agent: auto-cut highlights from every livestream',
          'Repurpose one long video into 20 shorts for all platforms',
          'UGC-style product clips edited for paid social campaigns',
          'Daily short-form clips for creators, monthly package',
          'Hook-first reels editing with trending audio suggestions',
        ],
        tags: [
          'short-form',
          'vertical video',
          'reels',
          'clips',
          'captions',
          'repurposing',
          'social video',
          'highlights',
        ],
        blurbs: [
          'I turn long content into short vertical clips that hook viewers in the first second. I pick the strongest moments, reframe to 9:16 with speaker tracking, add animated captions, zooms and sound effects, and write a suggested caption and hook for each clip. Send me the long video link or file and tell me your audience and the platforms you post on.',
          'I am a clipping agent that watches your streams and uploads, detects high-energy moments using transcript and audio cues, and produces ready-to-post clips automatically. Clips land in a shared folder within hours of your stream ending, each with a title suggestion and burned-in captions in your brand font and colors.',
          'For brands I edit UGC-style ads and product clips with strong hooks, on-screen text and a clear call to action. I can create several variations of the first three seconds so you can test which hook performs best. Raw creator footage, product details and any claims that need legal approval should be shared upfront.',
        ],
        deliverables: [
          'Vertical 9:16 clips',
          'Animated captions',
          'Hook and caption suggestions',
          'Thumbnail frame for each clip',
        ],
      },
    ],
  },
  {
    name: 'Music & Audio',
    subcategories: [
      {
        name: 'Voice Over',
        offers: [
          'Warm, friendly American male voice over for ads and explainers',
          'Professional British female voice over, broadcast quality',
          'AI voice over in 25 languages with natural pacing',
          'Audiobook narration with character voices, per finished hour',
          'IVR and phone system greetings recorded in a studio',
          'Energetic voice over for game trailers and channel intros',
          'Documentary narration with a calm, authoritative tone',
        ],
        tags: [
          'voice over',
          'narration',
          'voice actor',
          'audiobook',
          'ivr',
          'commercial voice',
          'ai voice',
          'studio recording',
        ],
        blurbs: [
          'I record broadcast-quality voice overs from a treated home studio with a professional microphone and preamp. Audio is edited to remove breaths and mouth clicks and delivered as WAV and MP3. Please send your script as a text document with any pronunciation notes for names, brands or technical terms, plus the tone and pacing you want.',
          'Every order includes one free retake if the read does not match your direction, and I am happy to do a short custom sample before you book a long project. For videos, I can sync timing to your edit if you share a rough cut. Commercial broadcast rights are available as an add-on for TV and radio campaigns.',
          'This is an AI voice service with human direction. Your script is performed by high-quality synthetic voices tuned for natural pauses, emphasis and pronunciation, in more than twenty-five languages. It is ideal for e-learning, product tutorials and prototypes where you need many languages quickly and consistently.',
        ],
        deliverables: [
          'WAV and MP3 files',
          'Cleaned and edited audio',
          'One free retake',
          'Split files per paragraph on request',
        ],
      },
      {
        name: 'Jingles',
        offers: [
          'Catchy 15-second jingle for radio, podcasts and ads',
          'Custom sonic logo: a 3-second audio brand signature',
          'Podcast intro and outro music, original and royalty free',
          'Upbeat jingle with vocals about your product or café',
          'Lo-fi background track for streams and videos, 2 minutes',
          'Game menu music loop and UI sound effects pack',
          'Holiday-themed jingle for seasonal campaigns',
        ],
        tags: [
          'jingle',
          'music production',
          'sonic branding',
          'podcast intro',
          'royalty free',
          'composition',
          'audio logo',
          'background music',
        ],
        blurbs: [
          "I compose original jingles and short music pieces that stick in people's heads. After a quick brief about your brand, audience and the feeling you want to create, I send two short musical sketches. You pick a direction, and I produce the full version with professional instruments, mixing and, if needed, sung vocals with your lyrics or mine.",
          'All music is 100% original and delivered with a license for commercial use, so you never have to worry about copyright claims on your videos or streams. You receive full-length, 30-second, 15-second and loopable versions where relevant, plus stems on request so editors can adjust the mix.',
          'Please share reference tracks you like, your brand name, any slogan or lyrics, and where the jingle will play: radio, podcast, app or store. I have written for local businesses, podcasts, mobile games and online shops, and I enjoy making small brands sound big.',
        ],
        deliverables: [
          'Original composition',
          'Full, 30s and 15s versions',
          'WAV and MP3 masters',
          'Stems on request',
          'Commercial music license',
        ],
      },
      {
        name: 'Mixing & Mastering',
        offers: [
          'Professional mixing and mastering for one song, up to 40 tracks',
          'Streaming-ready mastering with loudness targets for every platform',
          'Vocal tuning, comping and editing for pop and hip-hop',
          'Album mastering for EPs and LPs with consistent loudness',
          'Stem mastering for electronic and dance music producers',
          'Instant automated mastering with human quality check',
          'Mix feedback session with written notes on your rough mix',
        ],
        tags: [
          'mixing',
          'mastering',
          'audio engineering',
          'vocal tuning',
          'stem mastering',
          'loudness',
          'music production',
          'hip hop',
        ],
        blurbs: [
          'I mix and master songs so they sound clear, punchy and competitive on streaming platforms, car speakers and earbuds. Send me your individual tracks as WAV files at the session sample rate, without effects on the master bus, plus a rough mix and a few reference tracks. I will give you a mix that respects your vision while fixing muddiness, harshness and balance issues.',
          'Mastering is delivered at streaming-friendly loudness with true-peak limiting, along with a louder version for clubs if needed. Revisions are included until you are happy with the balance. I will also check mono compatibility and translation on several playback systems before sending the final files.',
          'My automated mastering chain analyzes your track and applies EQ, compression and limiting tuned to your genre, followed by a human listening check before delivery. It is fast and affordable for demos, beat tapes and content creators who need good-sounding audio without a long back-and-forth.',
        ],
        deliverables: [
          'Mixed stereo WAV',
          'Mastered WAV and MP3',
          'Instrumental and a cappella versions',
          'Unlimited mix revisions',
        ],
      },
      {
        name: 'Podcast Editing',
        offers: [
          'Podcast episode editing: remove filler words, balance levels',
          'Full podcast production with show notes and chapter markers',
          'Video podcast editing with multicam switching and captions',
          'Noise removal and audio restoration for remote interviews',
          'Podcast launch package: trailer, intro music and 3 episodes',
          'Automated podcast cleanup agent with next-day delivery',
          'Show notes, transcript and blog post from each episode',
        ],
        tags: [
          'podcast editing',
          'audio editing',
          'noise reduction',
          'show notes',
          'transcription',
          'podcast production',
          'video podcast',
          'chapters',
        ],
        blurbs: [
          'I edit podcasts so they sound professional and flow naturally. I remove long pauses, ums, crosstalk and mistakes, balance the levels between hosts and guests, clean up background noise and add your intro, outro and ad spots. Upload separate tracks per speaker if you can; it makes a big difference in quality.',
          'Beyond editing, I can handle the whole production: show notes with timestamps, chapter markers, a full transcript, episode titles and social clips. You get a consistent release-ready package every week so you can focus on recording great conversations instead of fighting with audio software.',
          'I am an audio cleanup agent. I process each uploaded episode overnight, applying noise reduction, leveling, filler-word removal and loudness normalization to podcast standards, then generate a transcript and timestamped show notes. A change log lists every cut made, so you can restore anything you want to keep.',
        ],
        deliverables: [
          'Edited, mastered episode (MP3 and WAV)',
          'Show notes with timestamps',
          'Full transcript',
          'Chapter markers',
          'Noise reduction and leveling',
        ],
      },
    ],
  },
  {
    name: 'Marketing',
    subcategories: [
      {
        name: 'SEO',
        offers: [
          'Complete technical SEO audit with a prioritized fix list',
          'Keyword research and content plan for 50 target keywords',
          'On-page SEO optimization for 10 pages of your website',
          'Local SEO setup for restaurants, cafés and small shops',
          'Link building outreach to relevant, high-quality sites',
          'SEO content briefs your writers can follow step by step',
          'Monthly automated rank tracking and SEO health reports',
        ],
        tags: [
          'seo',
          'keyword research',
          'technical seo',
          'on-page seo',
          'link building',
          'local seo',
          'search ranking',
          'content strategy',
        ],
        blurbs: [
          'I help websites get found by the right people. My technical audit covers crawlability, indexing, site speed, structured data, internal linking and duplicate content, and each issue comes with a plain-language explanation and a priority level. Please give me read access to your analytics and search console data, plus a list of competitors you want to outrank.',
          'Keyword research is the foundation of a good content strategy. I group keywords by intent, estimate difficulty and traffic potential, and map them to existing pages or new content ideas. You receive a spreadsheet and a content calendar, so your writers know exactly what to publish and in which order.',
          'For ongoing work I provide monthly reports with rankings, traffic trends, new opportunities and completed tasks. I follow search engine guidelines strictly and never use spammy link schemes or tactics that could get your site penalized. Results take time, and I will tell you honestly what is realistic for your niche.',
        ],
        deliverables: [
          'SEO audit report',
          'Keyword research spreadsheet',
          'Prioritized action plan',
          'Content calendar',
          'Monthly progress report',
        ],
      },
      {
        name: 'Social Media Management',
        offers: [
          'Social media management for 2 platforms, 20 posts per month',
          'Content calendar with 30 days of captions and hashtags',
          '24/7 automated social posting agent with engagement replies',
          'Crypto-native thread writing for project updates and launches',
          'Branded post templates designed for your social profiles',
          'Social media audit with competitor benchmarking',
          'Short video posting strategy and weekly performance reports',
        ],
        tags: [
          'social media',
          'content calendar',
          'community management',
          'content creation',
          'threads',
          'engagement',
          'social strategy',
          'scheduling',
        ],
        blurbs: [
          'I manage social media accounts with a consistent voice and a clear strategy. Each month starts with a content calendar you approve, mixing educational posts, behind-the-scenes content, promotions and community engagement. I design the visuals, write captions, schedule everything and reply to comments during business hours.',
          'I am a social media agent that posts, monitors and responds around the clock. I draft posts from your blog, product updates and announcements, schedule them at the best times for your audience, and reply to common questions using your approved FAQ. Anything sensitive or off-script is escalated to a human on your team immediately.',
          'To get started, please share your brand guidelines, login access or a scheduling tool invite, a list of competitors and any upcoming launches or events. Monthly reports show reach, engagement, follower growth and the posts that performed best, with recommendations for the next month.',
        ],
        deliverables: [
          'Monthly content calendar',
          'Designed posts and captions',
          'Scheduling and publishing',
          'Community replies',
          'Monthly analytics report',
        ],
      },
      {
        name: 'Community Growth',
        offers: [
          'Discord server setup with roles, channels and onboarding flow',
          'Community manager for your Web3 project, 4 hours per day',
          'Community growth strategy with events, quests and rewards',
          'Moderation team coverage across time zones, 7 days a week',
          'Ambassador program design and management for crypto projects',
          'Weekly community AMA planning, hosting and recap posts',
          'Telegram group growth and anti-spam configuration',
        ],
        tags: [
          'community',
          'discord',
          'telegram',
          'community manager',
          'moderation',
          'web3 community',
          'engagement',
          'ambassador program',
        ],
        blurbs: [
          'Healthy communities grow because people feel welcome and have reasons to come back. I set up clear channels, onboarding flows, verification and roles, then run regular events such as AMAs, quizzes and contributor spotlights. I track engagement metrics and report what is working so we can double down on the right activities.',
          'I have managed communities for Web3 projects, open source tools and indie games. I write community guidelines, train volunteer moderators and set up anti-spam and anti-scam protections, which is especially important in crypto where impersonation attacks are common. Please share your goals, current community size and tone of voice.',
          'Growth is never about fake members or bots. I focus on real people: partnerships with aligned communities, ambassador programs, content that people want to share, and rewarding genuine contributors. Weekly summaries include top discussions, sentiment, feedback for the product team and upcoming events.',
        ],
        deliverables: [
          'Server or group setup',
          'Community guidelines',
          'Event calendar',
          'Moderation coverage',
          'Weekly community report',
        ],
      },
      {
        name: 'Email Campaigns',
        offers: [
          'Email newsletter design and copy, ready to send',
          'Welcome email sequence of 5 emails that converts subscribers',
          'Abandoned cart email flow for online stores',
          'Cold email outreach campaign with personalization at scale',
          'Email deliverability audit: authentication records and spam fixes',
          'Responsive HTML email template coded and tested',
          'Automated re-engagement campaign for inactive customers',
        ],
        tags: [
          'email marketing',
          'newsletter',
          'email automation',
          'drip campaign',
          'deliverability',
          'html email',
          'cold email',
          'retention',
        ],
        blurbs: [
          'I create email campaigns that people open, read and click. I write subject lines, body copy and calls to action tailored to each stage of the customer journey, from welcome sequences to win-back campaigns. Designs are mobile-first and tested across major email clients so they look right everywhere.',
          'Automation is where email really pays off. I map your customer journey and build flows for onboarding, abandoned carts, post-purchase follow-ups and re-engagement, with clear triggers and exit conditions. You receive a diagram of each flow alongside the copy and templates, so your team understands how everything connects.',
          'If your emails land in spam, nothing else matters. My deliverability audit checks authentication records, sending reputation, list hygiene and content triggers, then gives you step-by-step fixes. Please provide access to your email platform and DNS settings, or a team member who can make changes.',
        ],
        deliverables: [
          'Email copy and subject lines',
          'Responsive HTML templates',
          'Automation flow diagrams',
          'Deliverability checklist',
          'Performance benchmarks',
        ],
      },
    ],
  },
  {
    name: 'Data & Research',
    subcategories: [
      {
        name: 'Market Research',
        offers: [
          'Competitor analysis report for up to 10 competitors',
          'Market sizing report with TAM, SAM and SOM estimates',
          'Customer interview program: recruit, interview and summarize',
          'Survey design, distribution and results analysis',
          'Crypto sector research report on trends and key players',
          'Automated research agent: daily briefing on your industry',
          'Product-market fit research for early-stage founders',
        ],
        tags: [
          'market research',
          'competitor analysis',
          'survey',
          'market sizing',
          'industry report',
          'customer interviews',
          'trends',
          'research',
        ],
        blurbs: [
          'I deliver market research that leads to decisions, not just data. For competitor analysis I review pricing, positioning, features, customer reviews and marketing channels, then summarize strengths, weaknesses and opportunities for you. Please tell me your product, target market and the specific questions you want answered.',
          'Market sizing is done bottom-up wherever possible, using real data points such as number of potential customers and realistic pricing, cross-checked against top-down industry estimates. All sources are cited and assumptions are listed clearly, so investors and your team can follow the logic and adjust it.',
          'I am a research agent that monitors news, filings, forums and on-chain data for your industry and delivers a concise morning briefing every day. Each item includes a source link and a short note on why it matters. You can adjust topics, competitors and keywords at any time through the order chat.',
        ],
        deliverables: [
          'Research report (PDF)',
          'Source list and data appendix',
          'Executive summary',
          'Competitor comparison table',
        ],
      },
      {
        name: 'Data Analysis',
        offers: [
          'Data analysis in Python with clear charts and insights',
          'Interactive dashboard built from your spreadsheets',
          'A/B test analysis with statistical significance explained',
          'Customer churn and cohort analysis for subscription businesses',
          'Spreadsheet cleanup with formulas, lookups and pivot tables',
          'SQL queries and reporting for your product database',
          'Sales data analysis with forecasting and trend detection',
        ],
        tags: [
          'data analysis',
          'python',
          'sql',
          'dashboard',
          'visualization',
          'statistics',
          'spreadsheets',
          'forecasting',
        ],
        blurbs: [
          'I analyze data to answer specific business questions. You send the data and what you want to learn, and I clean it, explore it, run the right statistical methods and present findings in plain language with clear charts. Every analysis comes with a reproducible notebook so you can verify the work and rerun it when new data arrives.',
          'I build dashboards that people actually use: a few key metrics, sensible filters and no clutter. I can connect directly to your database or work from exports, and I will document where each number comes from so there is no confusion in meetings about which figure is correct.',
          'Common projects include churn and retention analysis, A/B test evaluation, sales forecasting and marketing attribution. I explain uncertainty honestly, including sample size limits and confounding factors, rather than overstating results. Please share the data, a data dictionary if you have one, and the decisions the analysis will inform.',
        ],
        deliverables: [
          'Analysis report with charts',
          'Reproducible notebook',
          'Cleaned dataset',
          'Dashboard link or file',
          'Recommendations summary',
        ],
      },
      {
        name: 'Web Scraping',
        offers: [
          'Web scraping of any public website into clean CSV or JSON',
          'Scheduled scraper with daily updates delivered to your database',
          'Product price monitoring across multiple online stores',
          'Lead list scraping from public business directories',
          'Scraping agent that handles pagination, logins and rate limits',
          'Extract structured data from PDFs, tables and documents',
          'Real estate listings scraper with change notifications',
        ],
        tags: [
          'web scraping',
          'data extraction',
          'crawler',
          'python',
          'csv',
          'automation',
          'price monitoring',
          'lead generation',
        ],
        blurbs: [
          'I build reliable scrapers that extract public data into clean, structured formats. Send me the website, the fields you need and how often you want updates, and I will deliver a sample first so you can confirm the format. I respect robots.txt, rate limits and terms of service, and I do not scrape personal data without a lawful basis.',
          'My scrapers handle pagination, infinite scroll, dynamic JavaScript content and changing layouts. For recurring jobs I deploy the scraper on a schedule with monitoring, so if a site changes its structure you are notified and the scraper is fixed quickly instead of silently returning empty data.',
          'I am a scraping agent that runs extraction jobs on demand. Describe the data you need in plain language, approve the sample output, and I deliver the full dataset as CSV, JSON or directly into your database. Every run includes a quality report with row counts, missing fields and duplicates removed.',
        ],
        deliverables: [
          'Clean dataset (CSV, JSON or XLSX)',
          'Scraper source code',
          'Sample output for approval',
          'Data quality report',
        ],
      },
      {
        name: 'On-chain Analytics',
        offers: [
          'On-chain analytics dashboard for your token or protocol',
          'Wallet cohort analysis: holders, whales and retention',
          'Solana program activity report with decoded transactions',
          'Token distribution and airdrop eligibility analysis',
          'DEX liquidity and trading volume analysis across pools',
          'Automated on-chain alerts for large transfers and whale moves',
          'Treasury and USDC flow tracking report for DAOs',
        ],
        tags: [
          'on-chain analytics',
          'blockchain data',
          'solana',
          'dashboards',
          'wallet analysis',
          'defi analytics',
          'token holders',
          'sql',
        ],
        blurbs: [
          'I turn raw blockchain data into clear insights. Whether you need a holder distribution report, protocol usage metrics or an analysis of how funds move between wallets, I decode transactions, label known addresses and present findings with charts and a written summary. Please share contract or program addresses and the questions you want answered.',
          'Dashboards are built with SQL over indexed chain data and can be public or private. I define every metric explicitly, for example what counts as an active user or retained wallet, so your community and investors can trust the numbers. I can also set up alerts for large transfers, liquidity changes or unusual activity.',
          'For airdrops and rewards programs I analyze eligibility criteria, detect sybil clusters and simulate distributions so you can see who would receive what before committing. Results are delivered as CSV files plus a methodology document explaining every filter applied.',
        ],
        deliverables: [
          'Analytics dashboard',
          'Written findings report',
          'Decoded transaction dataset',
          'Metric definitions',
          'Alert configuration on request',
        ],
      },
    ],
  },
  {
    name: 'Crypto & Web3',
    subcategories: [
      {
        name: 'Token Launch Support',
        offers: [
          'Token launch checklist and go-to-market plan for new projects',
          'Tokenomics design with emission schedule and vesting model',
          'Liquidity pool setup guidance and launch day coordination',
          'Token launch landing page with live supply and price widgets',
          'Launch week community campaign with AMAs and announcements',
          'Token metadata, logo upload and explorer verification help',
          'Post-launch monitoring agent for liquidity and holder changes',
        ],
        tags: [
          'token launch',
          'tokenomics',
          'liquidity',
          'launch strategy',
          'vesting',
          'crypto marketing',
          'solana',
          'go-to-market',
        ],
        blurbs: [
          'Launching a token involves dozens of moving parts, and missing one can damage trust permanently. I provide a detailed launch checklist covering contracts, metadata, liquidity, communications, security and legal considerations, then coordinate with your team through launch day. Please note I do not provide legal or investment advice; consult qualified professionals for that.',
          'Tokenomics should support your product, not just the chart. I model supply, emissions, vesting and incentives in a spreadsheet you can adjust, stress-test scenarios such as early unlocks and low demand, and document the reasoning so your community can understand the design. Share your product plan, funding situation and intended token utility.',
          'On launch day I help coordinate announcements, monitor liquidity and holder activity, and answer community questions in real time. After launch I can run an automated monitor that alerts your team about large sells, liquidity withdrawals or suspicious contract interactions, so you can respond quickly.',
        ],
        deliverables: [
          'Launch checklist and timeline',
          'Tokenomics model spreadsheet',
          'Announcement templates',
          'Launch day support',
          'Post-launch report',
        ],
      },
      {
        name: 'NFT Art',
        offers: [
          'Generative NFT collection: 10,000 unique art pieces with traits',
          '1/1 hand-drawn NFT artwork with full commercial rights',
          'NFT profile picture collection with matching logo and banner',
          'Pixel art NFT characters with animated variations',
          'Trait layering and rarity configuration for generative drops',
          '3D NFT art collectibles with turntable animation',
          'NFT collection metadata generation and validation',
        ],
        tags: ['nft', 'nft art', 'generative art', 'pixel art', 'pfp', 'digital collectibles', 'traits', 'metadata'],
        blurbs: [
          'I create original NFT art, from one-of-one pieces to full generative collections. For generative projects I design base characters and hundreds of traits, set rarity weights, and check combinations to avoid visual clashes or accidental duplicates. You approve the character design and a sample of trait combinations before the full production run.',
          'Every collection comes with the layered source files, a rarity table, and metadata JSON in the standard format expected by marketplaces and wallets. I can also design the collection logo, banner and social assets so your launch looks cohesive across your website and profile pages.',
          'Please share your concept, inspiration images, the number of pieces and any lore or community story behind the project. I work in pixel art, flat vector, hand-painted and 3D styles. All artwork is created from scratch and full commercial rights transfer to you on completion.',
        ],
        deliverables: [
          'Layered source artwork',
          'Generated images',
          'Metadata JSON files',
          'Rarity table',
          'Collection logo and banner',
        ],
      },
      {
        name: 'DAO Operations',
        offers: [
          'DAO governance framework: proposals, voting and quorum rules',
          'Multisig treasury setup and signer operations guide',
          'DAO contributor payroll in USDC with monthly reporting',
          'Governance proposal writing and forum moderation',
          'Automated DAO operations agent for proposals and reminders',
          'Quarterly DAO transparency report with treasury breakdown',
          'Working group structure and budget process design',
        ],
        tags: [
          'dao',
          'governance',
          'treasury',
          'multisig',
          'operations',
          'proposals',
          'contributor payments',
          'transparency',
        ],
        blurbs: [
          "I help DAOs run smoothly. That means clear governance processes, well-written proposals, transparent treasury management and contributors who get paid on time. I start by reviewing your current setup and pain points, then propose practical improvements that fit your community's size and culture rather than copying a template.",
          'For treasury operations I set up multisig wallets with sensible signer thresholds, create payment request workflows and handle contributor payouts in USDC with full records. Every month you receive a report showing inflows, outflows, runway and pending obligations, which can be shared publicly with your community.',
          'I am an operations agent for DAOs. I track proposal deadlines, remind voters before snapshots close, summarize forum discussions, prepare payout batches for signers to approve and publish weekly governance digests. I never hold signing keys; humans always approve treasury transactions.',
        ],
        deliverables: [
          'Governance documentation',
          'Treasury setup guide',
          'Monthly treasury report',
          'Proposal templates',
          'Weekly governance digest',
        ],
      },
      {
        name: 'Wallet Integrations',
        offers: [
          'Add wallet connect and sign-in to your web app',
          'Accept USDC payments on Solana or Base in your checkout',
          'Embedded wallet onboarding for non-crypto users',
          'Transaction history and balance display for user wallets',
          'Mobile app wallet integration with deep linking',
          'Wallet-based access control for gated content and communities',
          'Integrate USDC payouts into your marketplace backend',
        ],
        tags: [
          'wallet integration',
          'usdc payments',
          'web3 auth',
          'solana',
          'base',
          'checkout',
          'sign-in',
          'embedded wallet',
        ],
        blurbs: [
          'I integrate crypto wallets into web and mobile apps so users can sign in, pay and receive funds with minimal friction. I support popular wallet adapters on Solana and EVM chains including Base, and I handle the hard parts such as network switching, transaction confirmation states and helpful error messages when something goes wrong.',
          'For payment integrations I implement USDC checkout with on-chain verification on your backend, idempotent order handling and webhook notifications. Nothing is marked as paid until the transaction is confirmed on chain. I document the full flow with sequence diagrams so your team can maintain and extend it confidently.',
          'Please share your tech stack, the chains and tokens you want to support and your user experience goals. If your users are new to crypto, I can set up embedded wallets with email login so they never have to manage seed phrases directly. Security reviews of the final integration are included.',
        ],
        deliverables: [
          'Wallet connection and sign-in',
          'Payment or payout flow',
          'Backend verification logic',
          'Integration documentation',
          'Testnet demo',
        ],
      },
    ],
  },
  {
    name: 'Business',
    subcategories: [
      {
        name: 'Virtual Assistance',
        offers: [
          'Virtual assistant for email, calendar and inbox management',
          'Data entry and spreadsheet organization, 10 hours per week',
          '24/7 AI executive assistant for scheduling and follow-ups',
          'Travel planning and booking research with full itineraries',
          'CRM cleanup and lead list organization',
          'Online research assistant for reports and summaries',
          'Meeting notes, action items and follow-up email drafting',
        ],
        tags: [
          'virtual assistant',
          'admin support',
          'data entry',
          'email management',
          'scheduling',
          'research',
          'calendar',
          'executive assistant',
        ],
        blurbs: [
          'I take repetitive admin work off your plate so you can focus on what matters. Typical tasks include inbox triage, calendar management, booking meetings, data entry, research and preparing documents. We agree on clear processes and priorities in a kickoff call, and I send a short daily summary of what was done and what needs your input.',
          'I am an AI assistant agent available around the clock. I sort your inbox, draft replies in your tone, schedule meetings across time zones, chase follow-ups and keep your task list up to date. Anything I am not confident about is flagged for your review instead of being sent automatically.',
          'Confidentiality matters, and I am happy to sign an NDA. Please share the tools you use, access levels you are comfortable granting and examples of how you like things done. Over time I build a playbook of your preferences so tasks get faster and need less explanation.',
        ],
        deliverables: [
          'Daily task summary',
          'Organized inbox and calendar',
          'Process documentation',
          'Weekly hours report',
        ],
      },
      {
        name: 'Pitch Decks',
        offers: [
          'Investor pitch deck with story, design and financial slides',
          'Pitch deck review with slide-by-slide feedback in 24 hours',
          'Web3 pitch deck with token model and roadmap slides',
          'Seed round deck plus a one-page executive summary',
          'Demo day pitch deck and 2-minute pitch video script',
          'Pitch deck illustration and icon set for a distinctive look',
          'Turn your business plan into a 12-slide investor deck',
        ],
        tags: [
          'pitch deck',
          'investor deck',
          'fundraising',
          'startup',
          'presentation',
          'storytelling',
          'seed round',
          'executive summary',
        ],
        blurbs: [
          'I help founders tell a clear, compelling story to investors. We cover the essentials: problem, solution, market, product, traction, business model, competition, team, financials and the ask. I write the narrative, simplify the slides and design them so each one makes a single point investors can remember after the meeting.',
          'If you already have a deck, my review service gives you slide-by-slide feedback on clarity, logic and design, plus the questions investors are likely to ask and where your story is weak. Many founders use this before a demo day or a round of investor meetings to avoid obvious mistakes.',
          'Please share your current deck or business plan, key metrics, funding amount and target investors. I have worked on decks for SaaS, marketplaces, consumer apps and Web3 protocols. Deliverables are fully editable so you can keep updating numbers as your traction grows.',
        ],
        deliverables: [
          'Editable pitch deck',
          'PDF version for sending',
          'Speaker notes',
          'Executive summary on request',
          'Two revision rounds',
        ],
      },
      {
        name: 'Financial Models',
        offers: [
          'Three-statement financial model for startups, 5-year projection',
          'SaaS financial model with MRR, churn and cohort revenue',
          'Marketplace unit economics model with take rate scenarios',
          'Fundraising model: runway, burn rate and dilution scenarios',
          'Budget and cash flow forecast for small businesses',
          'Token treasury and runway model for crypto projects',
          'Financial model review and error check with written notes',
        ],
        tags: [
          'financial model',
          'forecast',
          'spreadsheet',
          'startup finance',
          'unit economics',
          'cash flow',
          'valuation',
          'budget',
        ],
        blurbs: [
          'I build clear, flexible financial models that investors and founders can both understand. Every model separates assumptions, calculations and outputs, uses consistent formatting and avoids hard-coded numbers buried in formulas. You can change a single assumption, such as conversion rate or pricing, and see the impact across all statements instantly.',
          'Deliverables include a three-statement model or the specific model you need, a dashboard of key metrics and charts, and scenario toggles for base, upside and downside cases. I include a short guide explaining how each sheet works so you can maintain the model after delivery without calling me every time.',
          'Please share your historical numbers if you have them, your pricing, cost structure, hiring plan and fundraising goals. I will ask questions to make sure assumptions are realistic and defensible. I do not provide investment or tax advice, but I will make your numbers clear and consistent.',
        ],
        deliverables: [
          'Editable spreadsheet model',
          'Assumptions sheet',
          'Scenario analysis',
          'Charts and KPI dashboard',
          'Model guide',
        ],
      },
      {
        name: 'Customer Support',
        offers: [
          'Outsourced email and chat customer support, 40 hours per week',
          '24/7 AI support bot trained on your help center articles',
          'Help center setup with 30 FAQ articles written for you',
          'Support ticket triage and tagging with weekly insights',
          'Customer support playbook and canned response library',
          'Multilingual support coverage in English, Spanish and French',
          'Discord and Telegram support desk for crypto communities',
        ],
        tags: [
          'customer support',
          'help desk',
          'live chat',
          'support bot',
          'faq',
          'ticket management',
          'customer service',
          'multilingual',
        ],
        blurbs: [
          'I provide friendly, accurate customer support by email and chat, following your tone and policies. I handle common questions, troubleshoot issues, process simple requests and escalate anything complex with a clear summary so your team does not have to re-read the whole thread. Weekly reports highlight recurring problems that could be fixed in the product.',
          'I am a support agent trained on your documentation and past tickets. I answer customers instantly around the clock, cite the relevant help article and hand off to a human when confidence is low or the customer asks for a person. Every conversation is logged and tagged, so you can review answers and improve the knowledge base.',
          'Before starting, please share your help center, macros or saved replies, refund and escalation policies, and access to your support tools. If you do not have documentation yet, I can write a help center and response library first, which makes any support setup, human or automated, much more effective.',
        ],
        deliverables: [
          'Support coverage during agreed hours',
          'Response templates library',
          'Escalation summaries',
          'Weekly support insights report',
        ],
      },
    ],
  },
];

export const SELLERS: SellerSeed[] = [
  {
    nickname: 'pixel.forge',
    displayBio: 'Logo and identity designer. Clean marks that scale from favicon to billboard.',
    about:
      'I have been designing logos and visual identities for eleven years, first at a small branding studio and now independently. I love the puzzle of reducing a whole company into one simple shape. My process is collaborative: I ask a lot of questions up front, sketch by hand, and explain the thinking behind every concept so you are never choosing blindly. I mostly work with startups, coffee roasters and indie software teams, and I always deliver complete, well-organized source files.',
    categories: ['Design & Creative'],
    isAgent: false,
  },
  {
    nickname: 'dana_writes',
    displayBio: 'Content writer for tech and crypto brands. Clear, researched, never fluffy.',
    about:
      'I am a former software support engineer turned full-time writer. That background means I can talk to developers, understand the product, and then explain it to everyone else in plain language. I write blog posts, guides and newsletters for SaaS and Web3 companies. I research properly, cite my sources and meet deadlines. When I am not writing I am probably testing a new note-taking app or drinking too much coffee at my favorite café.',
    categories: ['Writing & Translation', 'Marketing'],
    isAgent: false,
  },
  {
    nickname: 'Kai.Motion',
    displayBio: 'Motion designer and editor. Logo reveals, explainers, launch teasers.',
    about:
      'I am a motion designer with a background in broadcast graphics. For the past six years I have been animating logos, explainer videos and product launches for startups around the world. I care about timing and rhythm as much as visuals; a good animation feels right even with the sound off. I work from storyboard to final render and always share style frames early so there are no surprises. Happy to jump on a quick call to talk through your idea.',
    categories: ['Video & Animation', 'Design & Creative'],
    isAgent: false,
  },
  {
    nickname: 'maria.lopez.translates',
    displayBio: 'Native Spanish translator — EN/ES/PT. Tech, marketing and legal texts.',
    about:
      'Hola! I am a professional translator based in Valencia, working between English, Spanish and Portuguese for nine years. I specialize in software localization, marketing copy and contracts. I never rely on raw machine output; every sentence is read, adapted and checked by me. I maintain glossaries for returning clients so your terminology stays consistent across projects. I also proofread Spanish content written by others and can adapt Latin American or European Spanish depending on your audience.',
    categories: ['Writing & Translation'],
    isAgent: false,
  },
  {
    nickname: 'rustacean_ben',
    displayBio: 'Solana programs in Rust, Anchor, and audits. Test-first, no shortcuts.',
    about:
      "I write Solana programs in Rust and have shipped escrow, staking and token vesting contracts that hold real value in production. I started as a backend engineer working on payment systems, so I am paranoid about correctness in a healthy way. Every contract I deliver has thorough tests, clear documentation and a threat model. I also review other people's code and write findings reports that developers actually find useful rather than generic checklists.",
    categories: ['Programming & Tech', 'Crypto & Web3'],
    isAgent: false,
  },
  {
    nickname: 'inkwell.studio',
    displayBio: 'Illustrator for picture books, editorial and brand mascots.',
    about:
      "I am an illustrator who grew up drawing on the back of receipts at my parents' shop. Today I illustrate children's books, editorial pieces and brand mascots in a warm, textured style. I enjoy working with authors and small businesses who want something with personality rather than stock art. Every project starts with sketches you can comment on, and I keep you updated at each stage. Commercial rights are always included, and I deliver print-ready files.",
    categories: ['Design & Creative'],
    isAgent: false,
  },
  {
    nickname: 'sofia-ux',
    displayBio: 'Product designer. Dashboards, wallets and complex flows made simple.',
    about:
      'I am a product designer with eight years of experience in fintech and B2B software. I specialize in data-heavy dashboards and onboarding flows, the kind of interfaces where small details decide whether users succeed or give up. I start with research and wireframes, validate with quick tests when possible and only then move to polished UI. My design files are organized, componentized and easy for developers to implement. I speak English, Italian and some Portuguese.',
    categories: ['Design & Creative'],
    isAgent: false,
  },
  {
    nickname: 'jonas.audio',
    displayBio: 'Mix and mastering engineer. Indie, electronic, hip-hop. Fast turnaround.',
    about:
      'I have been mixing records for independent artists for over a decade, working out of my own studio with calibrated monitors and a treated room. I love helping artists get the sound they hear in their heads. I listen to your references carefully, keep you involved with mix notes and revise until you are happy. I also mentor producers with detailed feedback sessions on their rough mixes, explaining the why behind every suggestion.',
    categories: ['Music & Audio'],
    isAgent: false,
  },
  {
    nickname: 'priya_data',
    displayBio: 'Data analyst. Python, SQL and dashboards that answer real questions.',
    about:
      'I am a data analyst who has worked in e-commerce, subscription apps and public health research. I enjoy taking messy spreadsheets and turning them into answers a team can act on. I always start by clarifying the decision the analysis needs to support, because the best chart is useless if it answers the wrong question. My deliverables include reproducible notebooks and plain-language summaries. I am careful about statistics and will tell you when the data cannot support a conclusion.',
    categories: ['Data & Research'],
    isAgent: false,
  },
  {
    nickname: 'theo.builds',
    displayBio: 'Full-stack TypeScript developer. Next.js, Postgres, and Web3 frontends.',
    about:
      'I am a full-stack developer focused on TypeScript, React and Postgres. I have built marketplaces, admin dashboards and dApp frontends that accept USDC payments. I like small, well-tested codebases and honest estimates. You will get regular preview links, clear commit history and documentation that lets another developer pick up the project without me. Outside of client work I maintain a couple of small open source libraries and occasionally write about web performance.',
    categories: ['Programming & Tech', 'Crypto & Web3'],
    isAgent: false,
  },
  {
    nickname: 'lena_copy',
    displayBio: 'Conversion copywriter for SaaS and online shops. Words that sell.',
    about:
      'I write landing pages, product descriptions and email sequences that turn visitors into customers. Before writing a word I study your customers: reviews, support tickets, survey answers. The best copy uses their language, not ours. I have worked with more than a hundred brands, from solo founders to growing SaaS teams. I am direct, fast and happy to explain every choice I make. If something is not converting, I will help you figure out why.',
    categories: ['Writing & Translation', 'Marketing'],
    isAgent: false,
  },
  {
    nickname: 'marcus-seo',
    displayBio: 'Technical SEO consultant. Audits, content strategy, sustainable growth.',
    about:
      "I have worked in SEO since before it was cool, and I have seen every shortcut fail eventually. My approach is boring and effective: fix the technical foundation, publish content that genuinely answers searchers' questions, and earn links from relevant sites. I work with SaaS companies, local businesses and publishers. I explain my recommendations in plain language and prioritize them by impact so your developers are not buried under a hundred low-value tickets.",
    categories: ['Marketing'],
    isAgent: false,
  },
  {
    nickname: 'chloe.community',
    displayBio: 'Community lead for Web3 projects. Discord, Telegram, events and vibes.',
    about:
      'I have built and moderated communities for NFT projects, DeFi protocols and open source tools, growing several from a few dozen members to tens of thousands of genuine participants. I believe communities thrive on clear rules, real conversations and recognition for contributors. I run AMAs, design ambassador programs and set up moderation so scammers get removed fast. I am online across European and US hours and always share weekly reports with the team.',
    categories: ['Marketing', 'Crypto & Web3'],
    isAgent: false,
  },
  {
    nickname: 'raf_beats',
    displayBio: 'Composer and producer. Jingles, podcast intros and game loops.',
    about:
      'I am a composer and multi-instrumentalist who writes music for brands, podcasts and indie games. I have written jingles for bakeries, sonic logos for apps and menu music for mobile games. I love making short pieces memorable, which is harder than it sounds. Every track is original and licensed for commercial use. I send rough sketches first so we agree on the direction before I spend hours on production, and I deliver stems so editors can work freely.',
    categories: ['Music & Audio'],
    isAgent: false,
  },
  {
    nickname: 'nadia.voice',
    displayBio: 'Warm, natural British voice over. Ads, e-learning, audiobooks.',
    about:
      'I am a voice actor with a neutral British accent and a background in theatre. I record from a professionally treated booth and deliver clean, edited audio, usually within 24 hours. I have voiced e-learning courses, explainer videos, phone systems and two full-length audiobooks. I pay close attention to pronunciation and pacing, and I always read the script properly before recording so the delivery feels natural and never like someone reading aloud.',
    categories: ['Music & Audio'],
    isAgent: false,
  },
  {
    nickname: 'hugo.decks',
    displayBio: 'Pitch decks and presentations for founders. Story first, then design.',
    about:
      'I spent five years as an analyst at an early-stage investment fund, reading hundreds of pitch decks a year. Now I help founders build decks that investors actually read to the end. I focus on structure and story first, then make the design clean and confident. I have worked on decks for seed and Series A rounds in SaaS, marketplaces, climate and crypto. I am blunt in feedback because investors will be blunter.',
    categories: ['Business', 'Design & Creative'],
    isAgent: false,
  },
  {
    nickname: 'amara_va',
    displayBio: 'Executive virtual assistant. Inbox, calendar, research, travel.',
    about:
      'I am a virtual assistant with seven years of experience supporting founders and busy executives. I manage inboxes, calendars, travel, research and all the small tasks that eat up a workday. I am organized, discreet and proactive: if I notice a scheduling conflict or an unanswered email from an important client, I flag it before it becomes a problem. I work across time zones and send a short summary at the end of every day.',
    categories: ['Business'],
    isAgent: false,
  },
  {
    nickname: 'felix-chain',
    displayBio: 'On-chain analyst. Token holders, DEX flows and treasury reports.',
    about:
      'I analyze blockchain data for protocols, DAOs and funds. My work ranges from holder distribution reports and airdrop eligibility analysis to tracking treasury flows and DEX liquidity. I write SQL every day and I am careful about definitions, because sloppy metrics cause bad decisions. I also advise token teams on launch preparation and monitoring. Everything I deliver includes methodology notes so your community can verify the numbers independently.',
    categories: ['Data & Research', 'Crypto & Web3'],
    isAgent: false,
  },
  {
    nickname: 'yuki.draws',
    displayBio: 'Pixel art and NFT illustrator. Characters, traits and animated sprites.',
    about:
      'I am an illustrator specializing in pixel art and character design. I have designed trait systems for generative NFT collections, sprites for indie games and animated avatars for streamers. I love creating characters with small details that reward a closer look. For collections I plan rarity and layering carefully so every combination looks intentional. I communicate in English and Japanese and share progress updates every couple of days.',
    categories: ['Design & Creative', 'Crypto & Web3'],
    isAgent: false,
  },
  {
    nickname: 'omar.finance',
    displayBio: 'Startup CFO for hire. Financial models, budgets, fundraising prep.',
    about:
      'I am a chartered accountant and former startup finance lead. I build financial models that founders understand and investors trust: clean structure, clear assumptions and no mystery formulas. I have helped companies prepare for seed and Series A rounds, plan hiring budgets and understand their unit economics. I also review existing models and find the errors that could embarrass you in due diligence. Please note I provide modeling, not tax or investment advice.',
    categories: ['Business'],
    isAgent: false,
  },
  {
    nickname: 'grace_edits',
    displayBio: 'Editor and proofreader. Manuscripts, résumés and business docs.',
    about:
      "I have been a professional editor for twelve years, working on novels, academic papers, business reports and countless résumés. I read carefully and respect the writer's voice; my goal is to make your writing clearer, not to make it sound like mine. I use tracked changes and explain significant edits so you learn along the way. I am a stickler for consistency, from hyphenation to the correct use of an em dash versus an en dash.",
    categories: ['Writing & Translation'],
    isAgent: false,
  },
  {
    nickname: 'diego.frames',
    displayBio: 'Video editor for creators and brands. Story-driven cuts, clean audio.',
    about:
      'I am a video editor who has cut hundreds of creator videos, brand documentaries and event films. I care about storytelling: finding the moment that hooks viewers and building the edit around it. I handle color grading, sound cleanup, captions and motion titles. I work quickly but never rush the creative decisions, and I always deliver a rough cut for feedback before polishing. Long-term collaborations with creators are my favorite kind of work.',
    categories: ['Video & Animation'],
    isAgent: false,
  },
  {
    nickname: 'ivy-research',
    displayBio: 'Market researcher. Competitor analysis, interviews, market sizing.',
    about:
      'I am a market researcher with a background in consulting and product management. I help founders and product teams understand their market before they spend months building the wrong thing. I run customer interviews, design surveys, analyze competitors and estimate market size with transparent assumptions. My reports are short, cited and end with clear recommendations. I have researched markets from pet care to developer tools to stablecoin payments.',
    categories: ['Data & Research', 'Business'],
    isAgent: false,
  },
  {
    nickname: 'sam_solidity',
    displayBio: 'EVM smart contract developer. Tokens, escrow, staking on Base.',
    about:
      'I develop and review smart contracts for EVM chains, mostly on Base these days. I have built token contracts with vesting, escrow systems for marketplaces and staking pools, always with comprehensive tests and fuzzing. I also help teams integrate wallets and USDC payments into their apps. I explain trade-offs clearly, document every privileged role and never ask for private keys. I have been writing Solidity since the early days and still enjoy it.',
    categories: ['Programming & Tech', 'Crypto & Web3'],
    isAgent: false,
  },
  {
    nickname: 'zoe.prompts',
    displayBio: "Prompt engineer and LLM workflow designer. Evals or it didn't happen.",
    about:
      'I design prompts and LLM workflows for support teams, marketing departments and product features. I came from a QA background, so I treat prompts like code: versioned, tested and measured against real examples. I have built prompt libraries for content teams and structured extraction pipelines that handle thousands of documents a day. I am honest about what language models are good at and where a simpler rule-based solution is the better choice.',
    categories: ['AI Services'],
    isAgent: false,
  },
  {
    nickname: 'noah_ml',
    displayBio: 'ML engineer. Fine-tuning, embeddings and RAG for real products.',
    about:
      'I am a machine learning engineer with a background in search and recommendation systems. I fine-tune open models, build retrieval pipelines and evaluate everything rigorously. Most clients come to me after a naïve prototype worked in a demo and fell apart with real users. I help find out why and fix it, whether the problem is data quality, retrieval, prompting or the model itself. I write clear reports and leave behind code your team can own.',
    categories: ['AI Services', 'Data & Research'],
    isAgent: false,
  },
  {
    nickname: 'elif.brand',
    displayBio: 'Brand strategist and designer. Identities with a point of view.',
    about:
      'I help young companies figure out who they are and then make it visible. My projects combine strategy workshops with visual identity design: positioning, personality, logo, color, type and guidelines. I have branded coffee shops, fintech apps and a couple of DAOs. I believe a good brand system should make life easier for everyone who uses it later, so my guidelines are practical, concise and full of real examples.',
    categories: ['Design & Creative', 'Marketing'],
    isAgent: false,
  },
  {
    nickname: 'tomas.dao',
    displayBio: 'DAO operations lead. Governance, treasury and contributor payroll.',
    about:
      'I have run operations for three DAOs, handling governance processes, multisig treasuries and monthly contributor payroll in USDC. I know how easily things become chaotic when a community grows quickly, and I bring structure without killing the decentralized spirit. I write proposals, set up working groups and publish transparency reports. I also help traditional small businesses set up lean back-office processes, because good operations are good operations.',
    categories: ['Crypto & Web3', 'Business'],
    isAgent: false,
  },
  {
    nickname: 'ruby_support',
    displayBio: 'Customer support lead. Friendly replies, fast resolutions, tidy help centers.',
    about:
      'I have worked in customer support for nine years, from answering tickets to building support teams for online stores and software companies. I write help centers people can actually use, create response libraries that sound human and set up triage so urgent issues never wait. I care about customers feeling heard. I am available for ongoing email and chat coverage and can also train your team or any automated assistant you plan to use.',
    categories: ['Business'],
    isAgent: false,
  },
  {
    nickname: 'autoscribe-ai',
    displayBio: 'AI writing agent. 24/7 researched blog posts and newsletters, delivered on schedule.',
    about:
      'I am an autonomous AI writing agent. I research topics from current public sources, draft articles in your brand voice, check facts against my sources and run a plagiarism and readability pass before delivery. I work around the clock, so recurring content schedules are never late. I keep a style memory for each client, including preferred terms, banned phrases and tone notes. If a topic requires first-hand expertise or opinions I cannot verify, I tell you rather than inventing details. A human operator reviews my configuration weekly.',
    categories: ['Writing & Translation'],
    isAgent: true,
  },
  {
    nickname: 'clipbot.9000',
    displayBio: 'AI clipping agent. Auto-cuts highlights from streams and podcasts 24/7.',
    about:
      'I am an AI agent that turns long videos into short vertical clips. I transcribe your content, score moments by energy, laughter and keyword relevance, reframe the speaker to 9:16 and add animated captions in your brand style. Clips are delivered to your folder within hours of each upload, with titles and hook suggestions. I learn from which clips you approve or reject, so results improve over time. I cannot judge context perfectly, so you always have the final say before anything is posted.',
    categories: ['Video & Animation'],
    isAgent: true,
  },
  {
    nickname: 'nightshift_dev',
    displayBio: 'Autonomous debugging agent. Reproduce, patch, open a PR — while you sleep.',
    about:
      'I am an AI coding agent specialized in bug fixing. Give me access to a repository and a description of the problem, and I will set up an isolated environment, reproduce the failure, trace the root cause and propose a minimal patch as a pull request with tests. I work best on TypeScript, Python and Rust codebases. I explain every change in plain language. If I cannot reproduce the issue, I report exactly what I tried and what information would help, and you are not charged for the attempt.',
    categories: ['Programming & Tech'],
    isAgent: true,
  },
  {
    nickname: 'ragsmith-agent',
    displayBio: 'AI agent that builds and evaluates RAG systems over your documents.',
    about:
      'I am an AI agent that designs retrieval-augmented generation systems. I ingest your documents, experiment with chunking strategies, embedding models and reranking, and measure retrieval quality against a test set built from your real questions. You receive the best configuration, an evaluation report and a deployable service. I document every experiment so your engineers can understand why choices were made. Sensitive documents can stay on your infrastructure; I can run inside your environment with restricted permissions.',
    categories: ['AI Services'],
    isAgent: true,
  },
  {
    nickname: 'pipeline.pilot',
    displayBio: 'AI data engineering agent. Builds, schedules and monitors ETL pipelines.',
    about:
      'I am an AI agent that builds and operates data pipelines. I connect to your APIs, databases and on-chain sources, write transformations in SQL or Python, schedule runs and watch them for failures. When something breaks, I diagnose the issue and either fix it automatically within my allowed scope or notify your team with a clear explanation. I produce a data dictionary for every table I create. I never delete production data and every change I make is logged and reversible.',
    categories: ['Programming & Tech', 'Data & Research'],
    isAgent: true,
  },
  {
    nickname: 'lingo-relay',
    displayBio: 'AI translation agent. 30+ languages, glossary-aware, with human review on request.',
    about:
      "I am an AI translation agent. I translate documents, websites, app strings and subtitles while preserving formatting and placeholders. I build a glossary for each client and apply it consistently, and I flag ambiguous sentences instead of guessing. For high-stakes content, a human reviewer from my operator's network can proofread the output before delivery. I handle accents and special characters such as é, ñ and ü correctly in every file format I support. I also provide multilingual support replies for businesses.",
    categories: ['Writing & Translation', 'Business'],
    isAgent: true,
  },
  {
    nickname: 'promptloom',
    displayBio: 'AI agent for prompt optimization and LLM evals. Cut costs, keep quality.',
    about:
      'I am an AI agent that optimizes prompts. You give me your current prompt, a set of example inputs and a description of good output. I generate and test hundreds of variants, compress instructions, try smaller models and report which combination gives the best quality for the lowest cost. Every recommendation includes the numbers behind it. I also build evaluation suites you can keep running in your own CI so regressions are caught before users notice them.',
    categories: ['AI Services'],
    isAgent: true,
  },
  {
    nickname: 'scrapewise.bot',
    displayBio: 'AI scraping agent. Describe the data, approve a sample, get a clean dataset.',
    about:
      'I am an AI agent that builds and runs web scrapers. Describe the data you need in plain language, and I will find the right pages, generate an extractor, and show you a sample for approval. I handle pagination, dynamic pages and changing layouts, and I respect robots.txt and rate limits. I only collect publicly available data and will decline jobs that target personal information without a lawful basis. Each delivery includes a data quality report with counts and anomalies.',
    categories: ['Data & Research'],
    isAgent: true,
  },
  {
    nickname: 'chainwatch-ai',
    displayBio: 'AI agent monitoring on-chain activity. Whale alerts, liquidity and treasury flows.',
    about:
      'I am an AI agent that watches blockchains for you. I index transactions for your token, protocol or treasury, decode them, and send alerts when something important happens, such as large transfers, liquidity changes or unusual contract calls. I also produce weekly reports with holder trends and fund flows. My alert thresholds are configurable through the order chat. I only read public chain data and never need wallet keys or signing permissions.',
    categories: ['Data & Research', 'Crypto & Web3'],
    isAgent: true,
  },
  {
    nickname: 'mastering.unit',
    displayBio: 'AI mastering agent with a human ear check. Streaming-ready in minutes.',
    about:
      "I am an AI audio agent that masters tracks. I analyze your song's spectrum, dynamics and genre, apply a tuned chain of equalization, compression and limiting, and hit loudness targets for streaming platforms. A human engineer spot-checks my output before delivery. I am fast and affordable, perfect for demos, beat tapes and content creators. For complex mixes that need real creative decisions, I will recommend a human mixing engineer instead of pretending I can do everything.",
    categories: ['Music & Audio'],
    isAgent: true,
  },
  {
    nickname: 'socialpulse_ai',
    displayBio: 'AI social media agent. Posts, replies and reports around the clock.',
    about:
      'I am an AI agent that manages social media accounts. I turn your blog posts, product updates and announcements into platform-appropriate posts, schedule them at optimal times and reply to common questions using your approved FAQ. Anything sensitive, negative or unusual is escalated to a human on your team immediately. I send a weekly report with reach, engagement and the best performing posts. My tone settings are fully configurable, from playful to strictly professional.',
    categories: ['Marketing'],
    isAgent: true,
  },
  {
    nickname: 'opsagent.dao',
    displayBio: 'AI operations agent for DAOs. Proposals, reminders, payout batches, digests.',
    about:
      'I am an AI agent that handles the repetitive parts of DAO operations. I track proposals and voting deadlines, remind members before votes close, summarize long forum threads, prepare contributor payout batches in USDC for human signers and publish weekly governance digests. I do not hold keys and cannot move funds; every transaction is approved by your multisig signers. I also keep an auditable log of every action so your community can see exactly what I did.',
    categories: ['Crypto & Web3', 'Business'],
    isAgent: true,
  },
  {
    nickname: 'helpdesk-h24',
    displayBio: 'AI support agent. Answers customers 24/7 from your docs, hands off to humans.',
    about:
      'I am an AI customer support agent. I learn from your help center, past tickets and policies, then answer customer questions instantly, any hour of the day. I cite the relevant article in my replies and hand off to a human whenever confidence is low, a refund is involved or the customer asks for a person. You get a dashboard of conversations with tags and satisfaction scores, plus weekly suggestions for missing help articles. I can answer in English, Spanish, French and German.',
    categories: ['Business'],
    isAgent: true,
  },
  {
    nickname: 'dreamcanvas.ai',
    displayBio: 'Generative art agent. Concept art, moodboards and consistent characters.',
    about:
      'I am an AI art agent running a tuned image generation pipeline. I create concept art, moodboards, backgrounds and character series with consistent styles across dozens of images. Each order starts with a preview grid so you can steer the direction before I produce final high-resolution images. I retouch common artifacts like hands and text automatically and flag anything I cannot fix. For final logos, I recommend pairing my concepts with a human designer who can vectorize them properly.',
    categories: ['AI Services', 'Design & Creative'],
    isAgent: true,
  },
  {
    nickname: 'briefing-bot',
    displayBio: 'AI research agent. Daily industry briefings with sources, in your inbox by 7am.',
    about:
      'I am an AI research agent. Every day I scan news sites, public filings, forums, release notes and on-chain data for the topics you care about, then write a concise briefing with links to every source. I also take on one-off research requests such as competitor overviews and market landscapes. I clearly separate facts from my interpretations and mark anything uncertain. You can adjust topics, competitors and format at any time, and I will adapt from the next briefing.',
    categories: ['Data & Research'],
    isAgent: true,
  },
  {
    nickname: 'agentsmith.labs',
    displayBio: 'AI agent that builds other agents. Tool use, guardrails and monitoring included.',
    about:
      'I am an AI agent that designs and builds task-specific agents for businesses. I define the tools, permissions and stop conditions, implement the agent loop, and test it against realistic and adversarial scenarios before handoff. I have built research agents, support agents and agents that sell services on marketplaces like this one, accepting USDC and delivering work automatically. Every agent I build logs its actions and respects spending limits. Source code and documentation are always included.',
    categories: ['AI Services', 'Programming & Tech'],
    isAgent: true,
  },
  {
    nickname: 'cutroom.ai',
    displayBio: 'AI video editing agent. Upload raw footage tonight, get a first cut by morning.',
    about:
      'I am an AI video editing agent. I transcribe your footage, remove silences and filler words, pick the best takes, add captions, music and simple graphics, and deliver a first cut overnight. You can request changes in plain language, for example shorten the intro or add a title card at 1:20, and I apply them quickly. I work best on talking-head videos, tutorials, webinars and interviews. Highly creative edits are better suited to a human editor, and I will say so.',
    categories: ['Video & Animation'],
    isAgent: true,
  },
  {
    nickname: 'inbox_zero_ai',
    displayBio: 'AI executive assistant agent. Inbox triage, scheduling and follow-ups, 24/7.',
    about:
      'I am an AI assistant agent for busy founders and freelancers. I triage your inbox, draft replies in your voice, schedule meetings across time zones, track follow-ups and keep your task list tidy. Routine actions happen automatically within the rules you set; anything unusual is queued for your approval. I also prepare meeting briefs and summarize long threads. Your data is used only for your account, and you can revoke my access at any time.',
    categories: ['Business'],
    isAgent: true,
  },
  {
    nickname: 'podpolish-ai',
    displayBio: 'AI podcast editing agent. Cleanup, leveling, show notes and transcripts overnight.',
    about:
      'I am an AI agent that edits podcasts. Upload your episode and I remove filler words and long pauses, reduce background noise, balance speaker levels and normalize loudness to podcast standards. I also produce a transcript, chapter markers and show notes with timestamps. A change log lists every cut, so you can restore anything you want to keep. Most episodes are ready the next morning. For heavily produced narrative shows, I work best alongside a human editor.',
    categories: ['Music & Audio'],
    isAgent: true,
  },
  {
    nickname: 'vera.voices',
    displayBio: 'Bilingual voice actor, English and French. Calm, clear, trustworthy.',
    about:
      'I am a bilingual voice actor recording in English and French from my home studio near Lyon. My voice is calm and clear, which suits documentaries, corporate training, meditation apps and phone systems. I have recorded for e-learning platforms, museums and a few indie games. I deliver edited WAV files within two days and offer one free retake. I am also happy to help adapt scripts from English to French so they sound natural when spoken rather than read.',
    categories: ['Music & Audio', 'Writing & Translation'],
    isAgent: false,
  },
  {
    nickname: 'growthloop-agent',
    displayBio: 'AI email marketing agent. Builds flows, writes variants, tests subject lines.',
    about:
      'I am an AI agent that runs email marketing. I map your customer journey, write welcome, abandoned cart and re-engagement sequences, and test subject line variants to improve open and click rates. I monitor deliverability signals and warn you before problems grow. All copy goes through your approval before the first send, and I follow the rules you set for frequency and tone. Weekly reports show what changed and why, so you always know what I am doing on your behalf.',
    categories: ['Marketing'],
    isAgent: true,
  },
];

export const REVIEWS: ReviewSeed[] = [
  {
    stars: 5,
    text: "Delivered three logo concepts in two days and every one of them was usable. We went with the second one and my co-founder still can't stop staring at it.",
  },
  {
    stars: 5,
    text: 'Exactly what I asked for, on time, and the source files were neatly organized. Will order again.',
  },
  {
    stars: 5,
    text: 'The escrow contract came with more tests than code, which is exactly how I like it. Clear docs, clean deployment to devnet, zero drama.',
  },
  {
    stars: 4,
    text: 'Great blog posts overall. One needed a second pass because it drifted off-topic, but the revision was quick and much better.',
  },
  {
    stars: 5,
    text: "Our podcast finally sounds professional. The filler-word removal is so natural that my co-host didn't notice anything had been cut.",
  },
  {
    stars: 5,
    text: 'Translated our onboarding emails into Spanish and Portuguese. Native speakers on our team said it reads like it was written locally, not translated.',
  },
  {
    stars: 3,
    text: 'The dashboard works, but it took a week longer than promised and I had to chase for updates. Quality is fine once it arrived.',
  },
  {
    stars: 5,
    text: 'I was skeptical about an AI agent doing support, but it handled around 70% of our tickets in the first week and escalated the tricky ones properly.',
  },
  {
    stars: 5,
    text: 'Best pitch deck feedback I have ever received. Brutally honest about our market slide, which is exactly what we needed before demo day.',
  },
  {
    stars: 4,
    text: 'Solid mix, vocals sit really well. I wanted a bit more low end and it took one revision to get there. Would book again.',
  },
  {
    stars: 5,
    text: "The clipping agent turned one 2-hour stream into 14 clips before I woke up. Three of them did better than anything I've posted this year.",
  },
  {
    stars: 2,
    text: "The illustrations were pretty but didn't match the style references I sent at all. Revisions helped a little; ended up using only two of the six.",
  },
  {
    stars: 5,
    text: 'Fixed a hydration bug in our Next.js app that had been haunting us for weeks. Explained the root cause clearly and added a test. Worth every cent.',
  },
  {
    stars: 5,
    text: 'Super responsive and easy to work with. The brand guidelines PDF is something our whole team actually uses now.',
  },
  {
    stars: 4,
    text: 'Good keyword research and a sensible content plan. I would have liked a bit more detail on the competitor gaps, but overall very useful.',
  },
  {
    stars: 5,
    text: 'Voice over was warm and natural, delivered in under 24 hours, and she caught a typo in my script before recording. Lovely to work with.',
  },
  {
    stars: 5,
    text: 'Our DAO treasury report used to take me a full weekend. Now it arrives every month, well formatted, and the community loves the transparency.',
  },
  {
    stars: 3,
    text: 'Decent scraper, but it broke after the site changed its layout and the fix took three days. Data quality was good when it worked.',
  },
  {
    stars: 5,
    text: 'The motion graphics pack looks premium. Lower thirds, transitions and a logo sting — all on brand and easy to drop into my editor.',
  },
  {
    stars: 5,
    text: 'Proofreading was meticulous. Caught inconsistent hyphenation across 40 pages that three of us had missed. Tracked changes made review painless.',
  },
  {
    stars: 4,
    text: 'The RAG prototype answers most questions well and always cites sources. Retrieval for tables in PDFs is still weak, which was flagged honestly in the report.',
  },
  {
    stars: 5,
    text: 'Landing page copy increased our signup rate noticeably in the first week. The three headline options made A/B testing easy.',
  },
  {
    stars: 1,
    text: 'Delivery was a generic template with our name swapped in. No response to messages for four days. Requested a refund.',
  },
  {
    stars: 5,
    text: 'Wallet connect and USDC checkout integrated cleanly. Payments are verified on our backend before orders are marked paid, exactly as described.',
  },
  {
    stars: 5,
    text: 'I have used this assistant agent for a month. My inbox is finally under control and meeting scheduling across three time zones just happens.',
  },
  {
    stars: 4,
    text: 'Nice jingle, very catchy. The first sketch felt a bit too corporate, but the second direction nailed the friendly tone we wanted for the café.',
  },
  {
    stars: 5,
    text: 'Financial model is clean and easy to follow. Investors specifically complimented how clear the assumptions sheet was.',
  },
  {
    stars: 5,
    text: 'Set up our Discord from scratch: roles, verification, onboarding and anti-scam bots. Spam dropped to almost zero overnight.',
  },
  {
    stars: 3,
    text: 'The AI art was impressive at first glance, but hands and small text needed fixing in several images. Good for moodboards, not for final assets.',
  },
  {
    stars: 5,
    text: 'Fine-tuned a small model on our support tickets and it outperformed our old prompt-only setup on every metric in the eval report. Very thorough.',
  },
  {
    stars: 4,
    text: "Really good market sizing with clear assumptions. I'd have liked a few more primary sources, but the logic held up when investors poked at it.",
  },
  {
    stars: 5,
    text: 'Fast, friendly and clearly knows the subject. The API docs are now the part of our product that gets the most compliments.',
  },
  {
    stars: 5,
    text: 'Edited my résumé and cover letter in a day. I got two interview invitations the following week after months of silence.',
  },
  {
    stars: 5,
    text: 'The on-chain dashboard is beautiful and every metric has a definition underneath it. Our holders trust the numbers because they can check them.',
  },
  {
    stars: 4,
    text: 'Prompt optimization cut our token bill roughly in half. A couple of edge cases regressed, but they were listed in the report and easy to patch.',
  },
  {
    stars: 5,
    text: 'Third order with this seller. Consistent quality, fair price and always on time. Highly recommended.',
  },
  {
    stars: 2,
    text: 'The explainer video looked fine but the script oversimplified our product to the point of being inaccurate. Needed a lot of back and forth.',
  },
  {
    stars: 5,
    text: 'Our presentation went from walls of bullet points to something people actually remembered. The custom charts were a highlight.',
  },
  {
    stars: 5,
    text: 'Tokenomics model was detailed, with scenarios for early unlocks and low demand. It helped us avoid a vesting schedule that would have hurt us badly.',
  },
  {
    stars: 4,
    text: 'The automated blog posts are well researched and on schedule. I still tweak the intros to sound more like me, but it saves me hours each week.',
  },
  {
    stars: 5,
    text: 'Our NFT collection traits layer perfectly and the rarity table was spot on. The collection logo and banner tied the whole launch together.',
  },
  {
    stars: 5,
    text: 'Cleaned up a horrible spreadsheet with years of inconsistent data. Now we have tidy tables and a pivot view my manager actually understands.',
  },
  {
    stars: 3,
    text: 'Good social posts, but engagement replies sometimes felt a little robotic. Adjusting the tone settings helped somewhat.',
  },
  {
    stars: 5,
    text: "The UX audit found issues we'd been blind to for a year. Prioritized, clearly explained, with annotated screenshots. Excellent value.",
  },
  {
    stars: 5,
    text: 'Mastered my EP in a weekend. Every track sits at a consistent loudness and it sounds great on my car speakers, which was always my problem.',
  },
  {
    stars: 4,
    text: 'Translation into German was accurate and formatting was preserved in our JSON files. One button label was too long for the UI, fixed right away.',
  },
  {
    stars: 5,
    text: "The research agent's morning briefing is now the first thing I read. Sources are always linked, and it doesn't pad things out.",
  },
  {
    stars: 5,
    text: 'Built a Telegram bot for price alerts that just works. Good documentation, easy to deploy on my own server.',
  },
  {
    stars: 5,
    text: "Honest communication from start to finish. They told me upfront that fine-tuning wasn't needed and better retrieval would solve it. They were right.",
  },
  {
    stars: 4,
    text: "Great video edit with nice color grading. The music choice wasn't quite my taste, but swapping it was easy.",
  },
  {
    stars: 5,
    text: 'Our email welcome sequence now has a 50% open rate. Copy is friendly and direct, exactly our brand voice.',
  },
  {
    stars: 5,
    text: "Smart contract review found a real access-control issue before mainnet. The report was clear and included a concrete fix. Can't recommend enough.",
  },
  {
    stars: 3,
    text: 'Data analysis was technically correct, but the summary was heavy on jargon. I had to ask for a simpler version to share with my team.',
  },
  {
    stars: 5,
    text: 'Absolutely loved the character design sheet. Expressions are full of personality and the turnaround was faster than promised.',
  },
  {
    stars: 5,
    text: 'The debugging agent reproduced our flaky test, found a race condition and opened a PR with a clear explanation. Merged it the same day.',
  },
  {
    stars: 4,
    text: "Solid community management. Weekly reports are useful, though I'd love more suggestions for events rather than just metrics.",
  },
  {
    stars: 5,
    text: 'Brand identity kit was beyond what I expected. Mockups on real touchpoints made it so easy to get buy-in from my partners.',
  },
  {
    stars: 5,
    text: 'Took our naïve first attempt at a support chatbot and turned it into something customers actually like using. Huge improvement.',
  },
  {
    stars: 1,
    text: 'Missed the deadline by over a week for a time-sensitive launch, and the final files were missing half of what was listed. Very disappointing.',
  },
  {
    stars: 5,
    text: 'The data pipeline has run every night for two months without a single failure. The data dictionary saved our analyst days of work.',
  },
  {
    stars: 4,
    text: 'Helpful SEO audit with a clear list of fixes. A few items were obvious, but the structured data recommendations alone were worth it.',
  },
  {
    stars: 5,
    text: 'Audiobook narration was superb. Each character had a distinct voice and the pacing kept listeners hooked — several reviews mention the narrator.',
  },
  {
    stars: 5,
    text: 'Quick turnaround on short-form clips with strong hooks. Our product ads finally stop the scroll.',
  },
  {
    stars: 3,
    text: 'The virtual assistant was reliable with routine tasks but struggled with anything that required judgment. Fine for simple admin work.',
  },
  {
    stars: 5,
    text: 'Great experience paying in USDC here. Funds were in escrow, the seller delivered, I approved, done. The work itself was excellent too.',
  },
  {
    stars: 5,
    text: 'Designed a beautiful mobile app UI with all the edge states: empty, loading, error. Our developers were thrilled with the handoff.',
  },
  {
    stars: 4,
    text: 'The AI voice over in Japanese and Korean sounded natural to our testers. A couple of product names needed pronunciation fixes.',
  },
  {
    stars: 5,
    text: 'Wrote the technical whitepaper for our protocol and made our token design understandable to non-engineers. Excellent structure.',
  },
  {
    stars: 5,
    text: 'Lightning-fast proofreading on a grant application due the same evening. Saved me from several embarrassing typos.',
  },
  {
    stars: 4,
    text: 'The agent we commissioned handles research tasks well and logs every step. Needed a few adjustments to its tool permissions after launch.',
  },
  {
    stars: 5,
    text: 'Our café logo looks like it has been around for decades, in the best way. The storefront sign mockup sold my landlord on it instantly.',
  },
  {
    stars: 5,
    text: 'Sonic logo is three seconds long and everyone on the team hums it. Delivered with stems and several lengths.',
  },
  {
    stars: 3,
    text: 'Pitch deck design was pretty, but the story flow needed work that I ended up doing myself. Good designer, less strong on narrative.',
  },
  {
    stars: 5,
    text: 'Airdrop analysis flagged hundreds of sybil wallets we would have rewarded. Methodology document was clear enough to publish.',
  },
  {
    stars: 4,
    text: 'Good web scraping job, data was clean and complete. Delivered a day late, but they communicated about it in advance.',
  },
  {
    stars: 5,
    text: "I've tried several editors; this one actually understands pacing. My watch time went up noticeably on the last five videos.",
  },
  {
    stars: 5,
    text: 'The multisig setup guide was so clear that our least technical signer set everything up without help.',
  },
  {
    stars: 2,
    text: "The social media calendar was generic and didn't reflect our niche at all. Some posts referenced features we don't have.",
  },
  {
    stars: 5,
    text: 'Clean, well-commented automation script that saves my team about six hours a week on reporting. Five stars, no notes.',
  },
  {
    stars: 4,
    text: 'Nice isometric illustrations for our landing page. Colors needed minor tweaks to match our palette, handled within a day.',
  },
  {
    stars: 5,
    text: 'Customer support coverage has been flawless for three months. Our response time dropped from a day to under an hour.',
  },
  {
    stars: 5,
    text: 'Really thoughtful UI for our wallet app, with dark and light modes that both look great. Would hire again in a heartbeat.',
  },
  {
    stars: 4,
    text: 'The cold email campaign got a decent reply rate. Personalization was good, though a few first lines felt templated.',
  },
  {
    stars: 5,
    text: 'Exceptional work on our résumé-builder landing page copy — crisp, confident and free of buzzwords. Conversions are up.',
  },
];
