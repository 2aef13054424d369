//! Sparring players of A Thousand and One Treasures.
