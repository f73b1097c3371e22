-- The nine property types of the specification (section 3) are reference data: every agency's
-- feed names them by WebID, so they exist from the first migration on, demo or not.
-- ID 7 is WebID 8 (industrial), ID 8 is WebID 9 (offices), ID 9 is WebID 7 (garage).
INSERT INTO "property_types" ("id", "web_id", "names", "show_order", "sale", "rent") VALUES
  (1, 1, '{"nl":"Huis","fr":"Maison","en":"House","de":"Haus"}', 1, true, true),
  (2, 2, '{"nl":"Appartement","fr":"Appartement","en":"Apartment","de":"Wohnung"}', 2, true, true),
  (3, 3, '{"nl":"Studio","fr":"Studio","en":"Studio","de":"Studio"}', 3, true, true),
  (4, 4, '{"nl":"Grond","fr":"Terrain","en":"Land","de":"Grundstück"}', 4, true, true),
  (5, 5, '{"nl":"Opbrengsteigendom","fr":"Immeuble de rapport","en":"Investment property","de":"Renditeobjekt"}', 5, true, true),
  (6, 6, '{"nl":"Commercieel","fr":"Commercial","en":"Commercial","de":"Gewerbe"}', 6, true, true),
  (7, 8, '{"nl":"Industrieel","fr":"Industriel","en":"Industrial","de":"Industrie"}', 7, true, true),
  (8, 9, '{"nl":"Kantoren","fr":"Bureaux","en":"Offices","de":"Büros"}', 8, true, true),
  (9, 7, '{"nl":"Garage/Parking","fr":"Garage/Parking","en":"Garage/Parking","de":"Garage/Stellplatz"}', 9, true, true)
ON CONFLICT DO NOTHING;
