-- One database per subgraph (docs/architecture.md, "Services and the data each owns"), and the domain-event queue's.
-- Generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: do not edit.
CREATE DATABASE momstride_domain_events;
CREATE DATABASE momstride_accounts;
CREATE DATABASE momstride_community;
CREATE DATABASE momstride_events_wellness;
CREATE DATABASE momstride_messaging;
CREATE DATABASE momstride_media_reviews;
CREATE DATABASE momstride_commerce;
