ALTER TABLE "users" ADD COLUMN "avoided_allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "avoided_allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avoided_allergens_check" CHECK ("users"."avoided_allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
-- Products' allergens were free texts ('süt', 'kabuklu yemiş', …); from now on they are codes of
-- the fourteen of the food-information rules (issue 21 §5, docs/decisions/045-diner-allergens.md).
-- allergen_codes() reads a text as a menu writes it, in Turkish or English, any case, and answers
-- its codes (an ambiguous 'fıstık' both peanuts and tree nuts); nothing for a text it does not know.
CREATE FUNCTION allergen_codes(name text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT words.code), '{}'::text[])
  FROM (VALUES
    ('gluten', 'gluten'), ('buğday', 'gluten'), ('arpa', 'gluten'), ('çavdar', 'gluten'),
    ('yulaf', 'gluten'), ('gluten içeren tahillar', 'gluten'), ('wheat', 'gluten'),
    ('cereals containing gluten', 'gluten'),
    ('crustaceans', 'crustaceans'), ('kabuklular', 'crustaceans'),
    ('kabuklu deniz ürünleri', 'crustaceans'), ('karides', 'crustaceans'),
    ('yengeç', 'crustaceans'), ('istakoz', 'crustaceans'), ('crustacean', 'crustaceans'),
    ('shellfish', 'crustaceans'),
    ('eggs', 'eggs'), ('egg', 'eggs'), ('yumurta', 'eggs'),
    ('fish', 'fish'), ('balik', 'fish'),
    ('peanuts', 'peanuts'), ('peanut', 'peanuts'), ('yer fistiği', 'peanuts'),
    ('yerfistiği', 'peanuts'), ('fistik', 'peanuts'), ('fistik', 'nuts'),
    ('soybeans', 'soybeans'), ('soybean', 'soybeans'), ('soy', 'soybeans'), ('soya', 'soybeans'),
    ('soya fasulyesi', 'soybeans'),
    ('milk', 'milk'), ('süt', 'milk'), ('süt ürünleri', 'milk'), ('laktoz', 'milk'),
    ('lactose', 'milk'), ('dairy', 'milk'),
    ('nuts', 'nuts'), ('nut', 'nuts'), ('tree nuts', 'nuts'), ('kabuklu yemiş', 'nuts'),
    ('kabuklu yemişler', 'nuts'), ('sert kabuklu yemiş', 'nuts'),
    ('sert kabuklu yemişler', 'nuts'), ('sert kabuklu meyve', 'nuts'),
    ('sert kabuklu meyveler', 'nuts'), ('findik', 'nuts'), ('ceviz', 'nuts'), ('badem', 'nuts'),
    ('antep fistiği', 'nuts'), ('kaju', 'nuts'), ('pikan cevizi', 'nuts'),
    ('brezilya cevizi', 'nuts'), ('makadamya', 'nuts'),
    ('celery', 'celery'), ('kereviz', 'celery'),
    ('mustard', 'mustard'), ('hardal', 'mustard'),
    ('sesame', 'sesame'), ('susam', 'sesame'),
    ('sulphites', 'sulphites'), ('sulfites', 'sulphites'), ('sulphite', 'sulphites'),
    ('sulfite', 'sulphites'), ('sulphur dioxide', 'sulphites'), ('sülfit', 'sulphites'),
    ('sülfitler', 'sulphites'), ('kükürt dioksit', 'sulphites'),
    ('kükürt dioksit ve sülfitler', 'sulphites'),
    ('lupin', 'lupin'), ('aci bakla', 'lupin'), ('aci bakla (lupin)', 'lupin'),
    ('molluscs', 'molluscs'), ('mollusc', 'molluscs'), ('mollusks', 'molluscs'),
    ('yumuşakçalar', 'molluscs'), ('yumuşakça', 'molluscs'), ('midye', 'molluscs'),
    ('kalamar', 'molluscs'), ('ahtapot', 'molluscs')
  ) AS words(word, code)
  -- Dotted and dotless i read alike and Turkish capitals are lowered by hand, whatever the
  -- database's locale; runs of spaces are one.
  WHERE words.word = regexp_replace(
    lower(translate(btrim(name), 'İIıĞÜŞÖÇ', 'iiiğüşöç')), '\s+', ' ', 'g')
$$;
--> statement-breakpoint
-- Each product's allergens become their codes, in the list's order; a text that names no
-- allergen of the list is not dropped but moved to the product's ingredients, so a diner still
-- reads it and the owner can choose the right code in the menu editor.
UPDATE "products" AS p SET
  "allergens" = coalesce((
    SELECT array_agg(code ORDER BY array_position(array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[], code))
    FROM (SELECT DISTINCT unnest(allergen_codes(a)) AS code FROM unnest(p."allergens") AS a) AS found
  ), '{}'::text[]),
  "ingredients" = p."ingredients" || coalesce((
    SELECT array_agg(btrim(a) ORDER BY n)
    FROM unnest(p."allergens") WITH ORDINALITY AS kept(a, n)
    WHERE cardinality(allergen_codes(a)) = 0 AND btrim(a) <> '' AND NOT (btrim(a) = ANY (p."ingredients"))
  ), '{}'::text[])
WHERE cardinality(p."allergens") > 0;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_allergens_check" CHECK ("products"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_avoided_allergens_check" CHECK ("orders"."avoided_allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);