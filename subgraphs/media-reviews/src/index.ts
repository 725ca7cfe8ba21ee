import 'reflect-metadata';
import { runSubgraph } from '@momstride/kit';
import { subgraph } from './subgraph.js';

// Microservices mode: this subgraph alone in its process (docs/architecture.md, "Monolithic and microservices mode").
await runSubgraph(subgraph);
