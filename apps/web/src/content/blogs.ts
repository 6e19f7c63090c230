/** A block of an answer: a paragraph, a list, or a code sample. */
export type BlogBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'code'; label: string; code: string };

export type BlogSection = { heading: string; blocks: readonly BlogBlock[] };

export type BlogPost = {
  id: string;
  question: string;
  summary: string;
  sections: readonly BlogSection[];
};

/** The Blogs page: four questions every React developer meets, answered by the Ironvolt web team. */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 'react-performance',
    question: 'How can you improve the performance of a React application?',
    summary:
      'Measure first, then do less work: render fewer components, ship less JavaScript, fetch data once and load images only when they are needed.',
    sections: [
      {
        heading: 'Measure before you optimise',
        blocks: [
          {
            kind: 'text',
            text: 'Most slow React apps are slow in one or two places. The Profiler tab of the React Developer Tools shows which components render, how often and for how long; the browser’s Performance panel and Lighthouse show long tasks, layout shifts and slow network requests. Fix the worst one, measure again, and stop when users no longer notice.',
          },
        ],
      },
      {
        heading: 'Render less',
        blocks: [
          {
            kind: 'text',
            text: 'A state change re-renders the component that owns the state and everything below it. Keep state as close as possible to where it is used, so a keystroke in a search box does not re-render the whole page. Split large components so that the part that changes often is small.',
          },
          {
            kind: 'list',
            items: [
              'Wrap an expensive child in React.memo when it often receives the same props.',
              'Use useMemo for costly calculations and useCallback for functions passed to memoised children; the React Compiler can add these automatically.',
              'Give list items stable keys (an id, never the array index of a list that changes), so React can reuse their DOM.',
              'Mark non-urgent updates with useTransition or useDeferredValue, so typing stays responsive while a big list filters.',
            ],
          },
        ],
      },
      {
        heading: 'Ship less JavaScript',
        blocks: [
          {
            kind: 'text',
            text: 'Every kilobyte of JavaScript has to be downloaded, parsed and run before the page responds. Split the bundle by route with lazy loading, so a visitor of the home page never downloads the admin dashboard. Check what is in the bundle with an analyser, import only the functions you use, and prefer small libraries.',
          },
          {
            kind: 'code',
            label: 'Loading a page only when its route is visited',
            code: "{ path: '/blogs', lazy: () => import('./routes/blogs') }",
          },
        ],
      },
      {
        heading: 'Fetch data once, and show it early',
        blocks: [
          {
            kind: 'text',
            text: 'Treat data from the server as a cache: a library such as TanStack Query fetches a list once, shares it between components, refreshes it in the background and avoids duplicate requests. Start requests as early as possible (in a route loader, in parallel with the page’s code) instead of one after another, and paginate long lists. For lists with thousands of rows, render only the visible rows with a virtualised list.',
          },
        ],
      },
      {
        heading: 'Take care of images',
        blocks: [
          {
            kind: 'text',
            text: 'Images are often the heaviest part of a page. Give every image its width and height so the layout does not jump, load images below the fold lazily, serve modern formats at the size they are shown, and let the server cache them for a long time.',
          },
        ],
      },
    ],
  },
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    summary:
      'Pick the smallest tool for each kind of state: local state, lifted state, context, the URL, a server cache, or a global store.',
    sections: [
      {
        heading: 'Local state: useState and useReducer',
        blocks: [
          {
            kind: 'text',
            text: 'Most state belongs to one component: whether a menu is open, what is typed in a field. useState holds a single value; useReducer suits state with several fields that change together, because every change goes through one function that is easy to test.',
          },
        ],
      },
      {
        heading: 'Lifting state up and passing props',
        blocks: [
          {
            kind: 'text',
            text: 'When two components need the same value, move the state to their closest common parent and pass it down as props, with a function to change it. This keeps one source of truth and the data flow easy to follow.',
          },
        ],
      },
      {
        heading: 'Context for values the whole app reads',
        blocks: [
          {
            kind: 'text',
            text: 'Context passes a value to any component below a provider without threading props through every level. It fits values that many components read and that change rarely, such as the signed-in user, the language or the theme. Every consumer re-renders when the value changes, so it is a poor fit for values that change many times a second.',
          },
        ],
      },
      {
        heading: 'Server state: a cache, not a store',
        blocks: [
          {
            kind: 'text',
            text: 'Products, orders and reviews live on the server; the browser only holds a copy that can go stale. Libraries such as TanStack Query or SWR handle loading and error states, caching, background refreshes and invalidation after a change. Handing this to a library removes most of what people once wrote Redux code for.',
          },
        ],
      },
      {
        heading: 'The URL, forms and storage',
        blocks: [
          {
            kind: 'list',
            items: [
              'The URL: route parameters and the query string hold state that should survive a reload or be shared as a link, such as a search term, a filter or the current page.',
              'Forms: uncontrolled inputs, form libraries such as React Hook Form, or React 19’s form actions keep field values, validation and submission state together.',
              'Browser storage: localStorage remembers small choices between visits, such as the theme you picked on this site.',
            ],
          },
        ],
      },
      {
        heading: 'Global client stores',
        blocks: [
          {
            kind: 'text',
            text: 'When many distant components share client state that changes often, such as a shopping cart or an editor, a store such as Redux Toolkit, Zustand or Jotai lets each component subscribe to just the part it needs. Reach for one when the simpler options above start to hurt, not before.',
          },
        ],
      },
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work?',
    summary:
      'Objects in JavaScript inherit directly from other objects: when a property is missing, the engine looks it up along a chain of prototypes.',
    sections: [
      {
        heading: 'The prototype chain',
        blocks: [
          {
            kind: 'text',
            text: 'Every JavaScript object has a hidden link, called [[Prototype]], to another object or to null. When you read a property the object does not have, the engine follows that link and looks there, then follows the next link, and so on until it finds the property or reaches null and returns undefined. Methods are shared this way: they live once on the prototype instead of being copied into every object.',
          },
          {
            kind: 'code',
            label: 'An object that inherits from another',
            code: `const tool = {\n  describe() {\n    return \`\${this.name} runs at \${this.volts} V\`;\n  },\n};\n\nconst drill = Object.create(tool); // drill's prototype is tool\ndrill.name = 'Hammer drill';\ndrill.volts = 20;\n\ndrill.describe(); // 'Hammer drill runs at 20 V', found on tool\nObject.getPrototypeOf(drill) === tool; // true\nObject.hasOwn(drill, 'describe'); // false: inherited, not its own`,
          },
        ],
      },
      {
        heading: 'Constructors and classes',
        blocks: [
          {
            kind: 'text',
            text: 'A function called with new creates an object whose prototype is the function’s prototype property, so methods placed there are shared by every instance. The class syntax is a clearer way to write the same thing: methods go on the prototype, and extends links one prototype to another, so an instance of a subclass can use the methods of both classes.',
          },
          {
            kind: 'code',
            label: 'class syntax builds the same chain',
            code: `class Tool {\n  constructor(name) {\n    this.name = name;\n  }\n  describe() {\n    return \`\${this.name} by Ironvolt\`;\n  }\n}\n\nclass Drill extends Tool {\n  drill() {\n    return \`\${this.name} is drilling\`;\n  }\n}\n\nconst d = new Drill('Hammer drill');\n// d -> Drill.prototype -> Tool.prototype -> Object.prototype -> null`,
          },
        ],
      },
      {
        heading: 'What follows from it',
        blocks: [
          {
            kind: 'list',
            items: [
              'Writing a property always creates it on the object itself; it shadows the inherited one and leaves the prototype unchanged.',
              'Changing a prototype changes every object that inherits from it, which is why you should never modify built-in prototypes such as Array.prototype.',
              'Object.hasOwn tells own properties from inherited ones; for...in also visits inherited enumerable properties, Object.keys does not.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'never-set-state-directly',
    question: 'Why should you never set state directly in React?',
    summary:
      'Because React only re-renders when you tell it about a new value through the setter, such as setProducts, and compares the old and new values to decide what changed.',
    sections: [
      {
        heading: 'React does not watch your variables',
        blocks: [
          {
            kind: 'text',
            text: 'The value returned by useState is a snapshot for the current render. If you write products = [...] you only change a local variable of that one render: React is never told, nothing re-renders, and on the next render the variable is reset to the value React kept. Calling setProducts stores the new value inside React and schedules a render that shows it.',
          },
          {
            kind: 'code',
            label: 'Wrong and right',
            code: 'const [products, setProducts] = useState([]);\n\n// Wrong: React never hears about these changes\nproducts = data; // with const this even throws a TypeError\nproducts.push(newProduct); // mutates the array React holds\n\n// Right: give React a new value through the setter\nsetProducts(data);\nsetProducts((current) => [...current, newProduct]);',
          },
        ],
      },
      {
        heading: 'Mutating breaks change detection',
        blocks: [
          {
            kind: 'text',
            text: 'Pushing into the array or changing a field of an object keeps the same reference. React, React.memo, useMemo and useEffect compare values with Object.is, so they see “the same array” and skip the update: the screen shows stale data, effects do not run, and bugs appear far from their cause. Always create a new array or object, for example with spread syntax, map or filter.',
          },
        ],
      },
      {
        heading: 'Updates are scheduled, so use the updater form',
        blocks: [
          {
            kind: 'text',
            text: 'A setter does not change the value immediately; React batches updates and applies them on the next render. When the new value depends on the old one, pass a function, as in setProducts((current) => [...current, newProduct]), so that several updates in a row each start from the latest value.',
          },
        ],
      },
      {
        heading: 'Immutability pays for itself',
        blocks: [
          {
            kind: 'text',
            text: 'Because every state change produces a new value, React can pause and resume rendering safely, StrictMode can detect impure components, and tools can show how state changed over time. Treating state as read-only costs a few spread operators and removes a whole class of bugs.',
          },
        ],
      },
    ],
  },
];
