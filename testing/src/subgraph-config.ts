/**
 * The one place the test library reads the list of subgraphs (their names, databases and workspaces): the stack,
 * the fresh subgraphs and the database helpers all take it from here.
 */
export { domainEventsDatabase, subgraphs, workspaceOf } from '../../subgraphs.config.js';
