-- One database per subgraph (docs/architecture.md, "Services and the data each owns"); keep in step with subgraphs.config.ts (a test checks it).
CREATE DATABASE momstride_domain_events;
CREATE DATABASE momstride_accounts;
CREATE DATABASE momstride_community;
CREATE DATABASE momstride_events_wellness;
CREATE DATABASE momstride_messaging;
CREATE DATABASE momstride_media_reviews;
CREATE DATABASE momstride_commerce;
