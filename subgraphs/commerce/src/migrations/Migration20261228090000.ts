import { Migration } from '@mikro-orm/migrations';

/**
 * commerce's first tables.
 *
 * - `products` and `variants`: the catalogue (print-on-demand shape). Prices in integer cents; `images` a JSON list of
 *   {src, is_default}; `source` and `source_id` name where an imported product came from (null: made here).
 * - `carts` (one per session id, public: no sign-in) and `cart_items` (one line per variant: adding the same variant
 *   again merges, in one statement); quantities 1–99.
 * - `orders` and `order_lines`: order requests taken at checkout, with each line's price at that moment;
 *   `idempotency_key` makes a double submit one order; `number` is what people quote (MS-1001…).
 */
export class Migration20261228090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "products" ("id" uuid not null, "handle" text not null, "title" text not null, "description" text not null default '', "tags" text[] not null default '{}', "features" text[] not null default '{}', "images" jsonb not null default '[]', "position" int not null default 0, "is_published" boolean not null default true, "source" text null, "source_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "products_pkey" primary key ("id"), constraint "products_handle_unique" unique ("handle"), constraint "products_title_check" check (char_length(title) between 1 and 200));`);
    this.addSql(`create unique index "products_source_unique" on "products" ("source", "source_id") where "source" is not null;`);
    this.addSql(`create index "products_listing_index" on "products" ("position", "created_at", "id") where "is_published";`);

    this.addSql(`create table "variants" ("id" text not null, "product_id" uuid not null, "title" text not null, "price_cents" int not null, "is_enabled" boolean not null default true, "is_default" boolean not null default false, "position" int not null default 0, constraint "variants_pkey" primary key ("id"), constraint "variants_product_fkey" foreign key ("product_id") references "products" ("id") on delete cascade, constraint "variants_price_check" check (price_cents >= 0), constraint "variants_id_check" check (id ~ '^[A-Za-z0-9_-]{1,64}$'));`);
    this.addSql(`create index "variants_product_index" on "variants" ("product_id", "position", "id");`);

    this.addSql(`create table "carts" ("id" uuid not null default gen_random_uuid(), "session_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "completed_at" timestamptz null, constraint "carts_pkey" primary key ("id"), constraint "carts_session_unique" unique ("session_id"), constraint "carts_session_check" check (session_id ~ '^[A-Za-z0-9_-]{16,128}$'));`);
    this.addSql(`create index "carts_updated_index" on "carts" ("updated_at");`);
    this.addSql(`create table "cart_items" ("id" uuid not null default gen_random_uuid(), "cart_id" uuid not null, "variant_id" text not null, "quantity" int not null, "added_at" timestamptz not null default now(), constraint "cart_items_pkey" primary key ("id"), constraint "cart_items_cart_fkey" foreign key ("cart_id") references "carts" ("id") on delete cascade, constraint "cart_items_variant_fkey" foreign key ("variant_id") references "variants" ("id") on delete cascade, constraint "cart_items_line_unique" unique ("cart_id", "variant_id"), constraint "cart_items_quantity_check" check (quantity between 1 and 99));`);

    this.addSql(`create sequence "order_numbers" start 1001;`);
    this.addSql(`create table "orders" ("id" uuid not null, "number" int not null default nextval('order_numbers'), "status" text check ("status" in ('new', 'confirmed', 'shipped', 'cancelled')) not null default 'new', "session_id" text not null, "idempotency_key" text null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text not null default '', "address1" text not null, "address2" text not null default '', "city" text not null, "region" text not null, "zip" text not null, "country" text check ("country" in ('US', 'CA')) not null, "subtotal_cents" int not null, "note" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "orders_pkey" primary key ("id"), constraint "orders_number_unique" unique ("number"), constraint "orders_idempotency_unique" unique ("idempotency_key"), constraint "orders_subtotal_check" check (subtotal_cents >= 0));`);
    this.addSql(`create index "orders_newest_index" on "orders" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "orders_status_newest_index" on "orders" ("status", "created_at" desc, "id" desc);`);
    this.addSql(`create table "order_lines" ("id" uuid not null default gen_random_uuid(), "order_id" uuid not null, "position" int not null, "product_id" uuid null, "variant_id" text not null, "product_title" text not null, "variant_title" text not null, "image" text null, "unit_price_cents" int not null, "quantity" int not null, "line_total_cents" int not null, constraint "order_lines_pkey" primary key ("id"), constraint "order_lines_order_fkey" foreign key ("order_id") references "orders" ("id") on delete cascade, constraint "order_lines_quantity_check" check (quantity between 1 and 99), constraint "order_lines_total_check" check (line_total_cents = unit_price_cents * quantity));`);
    this.addSql(`create index "order_lines_order_index" on "order_lines" ("order_id", "position");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_lines";`);
    this.addSql(`drop table if exists "orders";`);
    this.addSql(`drop sequence if exists "order_numbers";`);
    this.addSql(`drop table if exists "cart_items";`);
    this.addSql(`drop table if exists "carts";`);
    this.addSql(`drop table if exists "variants";`);
    this.addSql(`drop table if exists "products";`);
  }
}
