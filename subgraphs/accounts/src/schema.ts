import 'reflect-metadata';
import { buildSubgraph, printSubgraphSdl, type BuildSubgraphOptions } from '@momstride/kit';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { UserResolver } from './modules/users/user.resolver.js';
import { userReferenceResolvers } from './modules/users/user.reference.js';

const subgraphOptions: BuildSubgraphOptions = {
  resolvers: [UserResolver, AuthResolver],
  referenceResolvers: userReferenceResolvers,
  federationImports: ['@key', '@shareable'],
};

export const buildAccountsSchema = async () => (await buildSubgraph(subgraphOptions)).schema;

export const printAccountsSchema = (): Promise<string> => printSubgraphSdl(subgraphOptions);
